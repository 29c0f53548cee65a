import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';

import { LanguageLabel } from '@/entities/geography';
import { getTranslationProgress, TranslationOutcomeNote } from '@/entities/survey';
import type { TranslationProgress } from '@/shared/api';
import type { MessageDescriptor } from '@/shared/i18n';
import { languageName } from '@/shared/lib/language';
import { ProgressBar } from '@/shared/ui/progress-bar';
import { Spinner } from '@/shared/ui/spinner';

import {
  estimatedSecondsLeft,
  formatMinutesSeconds,
  localeCounts,
  localeStatus,
  overallPercent,
  phaseLabel,
  type LocaleStatus,
} from '../model/translationProgress';
import * as styles from './TranslationOverlay.css';

/** Spec section 9: the overlay polls every 2 s and calls back 1.5 s after completion. */
export const OVERLAY_POLL_MS = 2000;
export const COMPLETION_DELAY_MS = 1500;

export interface TranslationOverlayProps {
  surveyId: string;
  title: string;
  /** Called once, 1.5 s after the server reports the translation complete. */
  onComplete: () => void;
  /** Global users are told where a translation provider is set when languages fell back. */
  showProviderHint?: boolean;
}

const statusIcons: Record<LocaleStatus, React.ReactNode> = {
  source: <CircleCheck size={18} aria-hidden className={styles.iconDone} />,
  pending: <Clock size={18} aria-hidden className={styles.iconPending} />,
  translating: <Spinner size="sm" />,
  completed: <CircleCheck size={18} aria-hidden className={styles.iconDone} />,
  error: <CircleAlert size={18} aria-hidden className={styles.iconError} />,
};

const statusNames: Record<LocaleStatus, MessageDescriptor> = {
  source: msg`Source language: no translation needed`,
  pending: msg`In queue`,
  translating: msg`Translating`,
  completed: msg`Translated`,
  error: msg`Not translated: shown in the source language`,
};

/**
 * 'Translating Survey' (spec section 2): a full-screen overlay that follows the translation job until it completes. It
 * cannot be dismissed; focus stays inside, and the phase is announced as it changes.
 */
export function TranslationOverlay({ surveyId, title, onComplete, showProviderHint = false }: TranslationOverlayProps) {
  const { t, i18n } = useLingui();
  const [progress, setProgress] = useState<TranslationProgress>();
  const [elapsed, setElapsed] = useState(0);
  const completeRef = useRef(onComplete);
  useEffect(() => {
    completeRef.current = onComplete;
  }, [onComplete]);
  const isComplete = progress?.is_complete === true;

  useEffect(() => {
    if (isComplete) return undefined;
    let cancelled = false;
    const poll = () => {
      getTranslationProgress(surveyId).then(
        (next) => {
          if (!cancelled) setProgress(next);
        },
        (error: unknown) => {
          // Spec section 8: the overlay only logs and keeps polling.
          console.warn('Failed to fetch translation progress', error);
        },
      );
    };
    poll();
    const timer = window.setInterval(poll, OVERLAY_POLL_MS);
    return () => {
      cancelled = true;
      window.clearInterval(timer);
    };
  }, [surveyId, isComplete]);

  useEffect(() => {
    if (isComplete) return undefined;
    const timer = window.setInterval(() => {
      setElapsed((seconds) => seconds + 1);
    }, 1000);
    return () => {
      window.clearInterval(timer);
    };
  }, [isComplete]);

  useEffect(() => {
    if (!isComplete) return undefined;
    const timer = window.setTimeout(() => {
      completeRef.current();
    }, COMPLETION_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [isComplete]);

  const percent = overallPercent(progress);
  const secondsLeft = estimatedSecondsLeft(percent, elapsed);
  const locales = progress?.progress_details ?? [];
  const sourceLanguage = progress?.source_language ?? '';
  const sourceLanguageName = languageName(sourceLanguage, i18n.locale, 'sentence');

  return (
    <ModalOverlay isOpen isDismissable={false} isKeyboardDismissDisabled className={styles.overlay}>
      <Modal className={styles.modal}>
        <Dialog className={styles.dialog} aria-labelledby="translation-overlay-title">
          <Heading slot="title" id="translation-overlay-title" className={styles.heading}>
            <Trans>Translating Survey</Trans>
          </Heading>
          <p className={styles.surveyTitle}>{title}</p>
          <ProgressBar label={t`Overall progress`} value={percent} maxValue={100} />
          <p className={styles.phase} role="status" aria-live="polite">
            {i18n._(phaseLabel(progress))}
          </p>
          <dl className={styles.times}>
            <div>
              <dt>
                <Trans>Elapsed</Trans>
              </dt>
              <dd>{formatMinutesSeconds(elapsed)}</dd>
            </div>
            <div>
              <dt>
                <Trans>Estimated time remaining</Trans>
              </dt>
              <dd>{secondsLeft === undefined ? (isComplete ? formatMinutesSeconds(0) : t`Calculating...`) : formatMinutesSeconds(secondsLeft)}</dd>
            </div>
          </dl>
          {isComplete && (
            <TranslationOutcomeNote locales={locales} sourceLanguage={sourceLanguage} showProviderHint={showProviderHint} />
          )}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling list keyboard users must reach */}
          <ul className={styles.grid} aria-label={t`Languages`} tabIndex={0}>
            {locales.map((locale) => {
              const status = localeStatus(locale, isComplete && !locale.error, sourceLanguage);
              const { done, total } = localeCounts(locale);
              const translated = status === 'completed' ? total : done;
              const statusName = i18n._(statusNames[status]);
              return (
                <li key={locale.locale} className={styles.language} data-status={status}>
                  <span className={styles.languageName}>
                    <LanguageLabel code={locale.locale} />
                  </span>
                  <span className={styles.languageStatus} title={statusName}>
                    {statusIcons[status]}
                    <span className={styles.visuallyHidden}>{statusName}</span>
                  </span>
                  <span className={styles.counter}>
                    {status === 'pending' && t`In queue...`}
                    {(status === 'translating' || status === 'completed') &&
                      t`${plural(total, { one: `${translated}/# item translated`, other: `${translated}/# items translated` })}`}
                    {status === 'source' && t`Source language`}
                    {status === 'error' && t`Shown in ${sourceLanguageName}`}
                  </span>
                </li>
              );
            })}
          </ul>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
