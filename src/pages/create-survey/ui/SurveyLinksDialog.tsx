import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { CopyCheck } from 'lucide-react';
import { useEffect, useState } from 'react';

import { copyWithToast, SurveyLinkRow } from '@/widgets/survey-links';
import { getSurvey, getTranslationProgress, linksAsText, linksOfSurveyDetail, TranslationOutcomeNote, type SurveyLink } from '@/entities/survey';
import { ApiError, type TranslationProgress, type TranslationStatus } from '@/shared/api';
import { languageName } from '@/shared/lib/language';
import { translationOutcome } from '@/shared/lib/translation';
import { Button } from '@/shared/ui/button';
import { Dialog } from '@/shared/ui/dialog';
import { Inline, Stack } from '@/shared/ui/layout';
import { Spinner } from '@/shared/ui/spinner';
import { Text } from '@/shared/ui/text';
import { toast } from '@/shared/ui/toast';

import * as styles from './SurveyLinksDialog.css';

/** Spec section 9: the information dialog polls every 3 s. */
export const LINKS_POLL_MS = 3000;

export interface SurveyLinksDialogProps {
  surveyId: string;
  /** The links of the create answer; replaced by the survey's own once translation completes (effective languages). */
  links: readonly SurveyLink[];
  isOpen: boolean;
  onClose: () => void;
  /** Global users are told where a translation provider is set when languages fell back. */
  showProviderHint?: boolean;
}

/** A failed progress call: the HTTP status text (or code) when the server answered, none when it could not be reached. */
interface PollFailure {
  statusText?: string | number;
}

/** Spec section 4: polling goes on while the status is absent, in_progress or unknown. */
function keepsPolling(status: TranslationStatus | null | undefined): boolean {
  return status !== 'completed' && status !== 'error';
}

/** 'Survey Information' (spec section 2): the generated links, their languages and the translation's state. */
export function SurveyLinksDialog({ surveyId, links: createdLinks, isOpen, onClose, showProviderHint = false }: SurveyLinksDialogProps) {
  const { t, i18n } = useLingui();
  const [progress, setProgress] = useState<TranslationProgress>();
  const status = progress?.status;
  const [links, setLinks] = useState<readonly SurveyLink[]>(createdLinks);
  const [pollFailure, setPollFailure] = useState<PollFailure>();

  useEffect(() => {
    if (!isOpen || !keepsPolling(status)) return undefined;
    let cancelled = false;
    const poll = () => {
      getTranslationProgress(surveyId).then(
        (next) => {
          if (cancelled) return;
          setPollFailure(undefined);
          setProgress(next);
        },
        (reason: unknown) => {
          if (cancelled) return;
          // Spec section 8: the status text, whatever detail the body carries.
          const statusText = reason instanceof ApiError ? reason.statusText || reason.status : undefined;
          console.warn('Failed to fetch translation progress', statusText ?? reason);
          setPollFailure({ statusText });
        },
      );
    };
    poll();
    const timer = window.setInterval(poll, LINKS_POLL_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [isOpen, surveyId, status]);

  useEffect(() => {
    if (!isOpen || status !== 'completed') return undefined;
    let cancelled = false;
    // The survey's links now carry the languages respondents get (translated, or fallen back).
    getSurvey(surveyId).then(
      (detail) => {
        if (!cancelled) setLinks(linksOfSurveyDetail(detail));
      },
      (reason: unknown) => {
        console.warn('Failed to reload the survey links', reason);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [isOpen, surveyId, status]);

  const isTranslating = keepsPolling(status);
  const languages = progress?.progress?.languages ?? [];
  const settledLocales = status === 'completed' ? (progress?.progress_details ?? []) : [];
  const hasFallbacks = translationOutcome(settledLocales, progress?.source_language).fellBack > 0;
  const failureStatus = pollFailure?.statusText;
  const error =
    pollFailure && (failureStatus === undefined ? t`Failed to fetch translation progress` : t`Failed to fetch translation progress: ${failureStatus}`);
  const linkCount = links.length;

  return (
    <Dialog
      title={t`Survey Information`}
      description={t`Share these links: one per country, language and channel.`}
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      size="xl"
      footer={
        <Button slot="close" variant="secondary">
          <Trans>Close</Trans>
        </Button>
      }
    >
      <Stack gap="md">
        <Inline gap="sm" alignItems="center" justifyContent="space-between" flexWrap="wrap">
          <Text weight="semibold">
            <Plural value={linkCount} one="# link generated" other="# links generated" />
          </Text>
          <Button
            variant="secondary"
            icon={<CopyCheck size={16} aria-hidden />}
            onPress={() => {
              if (links.length === 0) {
                toast.error(t`No links to copy`, t`There are no survey links to copy`);
                return;
              }
              void copyWithToast(linksAsText(links), t`All Links Copied!`, t`Failed to copy links to clipboard`);
            }}
          >
            <Trans>Copy All Links</Trans>
          </Button>
        </Inline>
        <Inline gap="sm" alignItems="center" flexWrap="wrap">
          {languages.length > 0 && (
            <ul className={styles.chips} aria-label={t`Languages`}>
              {languages.map((code) => (
                <li key={code} className={styles.chip}>
                  {languageName(code, i18n.locale)}
                </li>
              ))}
            </ul>
          )}
          {isTranslating ? (
            <Inline gap="xs" alignItems="center" role="status">
              <Spinner size="sm" />
              <Text as="span" size="sm">
                <Trans>Translating...</Trans>
              </Text>
            </Inline>
          ) : (
            !hasFallbacks && (
              <Text as="span" size="sm" tone="muted">
                {status === 'completed' ? t`Translation completed` : t`Translation failed: links use the source language`}
              </Text>
            )
          )}
        </Inline>
        {hasFallbacks && (
          <TranslationOutcomeNote locales={settledLocales} sourceLanguage={progress?.source_language ?? ''} showProviderHint={showProviderHint} />
        )}
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region keyboard users must reach */}
        <div className={styles.list} tabIndex={0} role="region" aria-label={t`Survey links`}>
          {links.length === 0 ? (
            <Text tone="muted">
              {isTranslating ? t`Survey links will appear here once translation is complete...` : t`No survey links were generated`}
            </Text>
          ) : (
            <ul className={styles.rows}>
              {links.map((link) => (
                <SurveyLinkRow key={link.url} surveyId={surveyId} link={link} />
              ))}
            </ul>
          )}
        </div>
      </Stack>
    </Dialog>
  );
}
