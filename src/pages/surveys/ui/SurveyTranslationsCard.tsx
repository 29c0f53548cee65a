import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

import { hasGlobalScope, useSession } from '@/entities/session';
import { TranslationOutcomeNote } from '@/entities/survey';
import type { LocaleTranslations, TranslationStatus } from '@/shared/api';
import { languageName } from '@/shared/lib/language';
import { Badge } from '@/shared/ui/badge';
import { Card } from '@/shared/ui/card';
import { Inline, Stack } from '@/shared/ui/layout';
import { Spinner } from '@/shared/ui/spinner';
import { Text } from '@/shared/ui/text';

import { translatedCount, translationItemLabel } from '../model/translations';
import { useSurveyTranslations } from '../model/useSurveyTranslations';
import { EditTranslationDialog } from './EditTranslationDialog';
import * as styles from './SurveyTranslationsCard.css';

/** A fallen-back locale is named by what its respondents read, never 'translated'. */
function statusBadge(status: TranslationStatus, sourceLanguage: string): { label: MessageDescriptor; tone: 'success' | 'info' | 'warning' | 'neutral' } {
  switch (status) {
    case 'completed':
      return { label: msg`Translated`, tone: 'success' };
    case 'in_progress':
      return { label: msg`Translating`, tone: 'info' };
    case 'error':
      return { label: msg`Shown in ${sourceLanguage}`, tone: 'warning' };
    case 'unknown':
      return { label: msg`Unknown`, tone: 'neutral' };
  }
}

interface LocaleSectionProps {
  surveyId: string;
  sourceLanguage: string;
  locale: LocaleTranslations;
  canEdit: boolean;
  onSaved: (locale: LocaleTranslations) => void;
}

function LocaleSection({ surveyId, sourceLanguage, locale, canEdit, onSaved }: LocaleSectionProps) {
  const { t, i18n } = useLingui();
  const language = languageName(locale.locale, i18n.locale);
  const sourceLanguageName = languageName(sourceLanguage, i18n.locale);
  const badge = statusBadge(locale.status, sourceLanguageName);
  const { translated, total } = translatedCount(locale);
  const providerError = locale.error;
  const headingId = `translations-${surveyId}-${locale.locale}`;
  return (
    <section className={styles.locale} aria-labelledby={headingId}>
      <Inline gap="sm" alignItems="center">
        <h4 id={headingId} className={styles.localeHeading}>
          {language} ({locale.locale})
        </h4>
        <Badge tone={badge.tone} size="sm">
          {i18n._(badge.label)}
        </Badge>
        <Text as="span" size="sm" tone="muted">
          <Trans>
            {translated} of {total} translated
          </Trans>
        </Text>
      </Inline>
      {providerError && (
        <Text size="sm" tone="muted">
          <Trans>
            Respondents read {sourceLanguageName}: {providerError}
          </Trans>
        </Text>
      )}
      <ul className={styles.items} aria-label={t`${language} translations`}>
        {locale.items.map((item) => {
          const label = translationItemLabel(locale.items, item.item);
          return (
            <li key={item.item} className={styles.item}>
              <div className={styles.itemTexts}>
                <Inline gap="xs" alignItems="center">
                  <Text as="span" size="sm" weight="semibold">
                    {label}
                  </Text>
                  {item.origin === 'staff' && (
                    <Badge tone="accent" size="sm">
                      <Trans>Edited by staff</Trans>
                    </Badge>
                  )}
                </Inline>
                <Text as="span" size="sm" tone="muted">
                  {item.source_text}
                </Text>
                {item.text === null ? (
                  <Text as="span" tone="muted">
                    <Trans>Not translated</Trans>
                  </Text>
                ) : (
                  <Text as="span">{item.text}</Text>
                )}
              </div>
              {canEdit && (
                <EditTranslationDialog
                  target={{ surveyId, locale: locale.locale, item: item.item }}
                  languageName={language}
                  itemLabel={label}
                  sourceText={item.source_text}
                  text={item.text}
                  onSaved={onSaved}
                />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function LoadError({ message }: { message: string }) {
  return (
    <p role="alert" className={styles.error}>
      <Trans>Error loading translations: {message}</Trans>
    </p>
  );
}

/** The Survey Details dialog's Translations card: each target locale's status and texts, editable by those who may. */
export function SurveyTranslationsCard({ surveyId }: { surveyId: string }) {
  const { t } = useLingui();
  const { state, applyEdit } = useSurveyTranslations(surveyId);
  const session = useSession();
  const showProviderHint = session.status === 'authenticated' && hasGlobalScope(session.user);
  return (
    <Card title={t`Translations`} padding="md">
      {state.status === 'loading' && (
        <Inline gap="sm" alignItems="center" role="status">
          <Spinner size="sm" />
          <Text as="span">
            <Trans>Loading translations...</Trans>
          </Text>
        </Inline>
      )}
      {state.status === 'error' && <LoadError message={state.message} />}
      {state.status === 'ready' &&
        (state.value.locales.length === 0 ? (
          <Text tone="muted">
            <Trans>No translations: the survey is in its source language only.</Trans>
          </Text>
        ) : (
          <Stack gap="md">
            {state.value.locales.every((locale) => locale.status !== 'in_progress') && (
              <TranslationOutcomeNote
                locales={state.value.locales}
                sourceLanguage={state.value.source_language}
                showProviderHint={showProviderHint}
              />
            )}
            {state.value.locales.map((locale) => (
              <LocaleSection
                key={locale.locale}
                surveyId={surveyId}
                sourceLanguage={state.value.source_language}
                locale={locale}
                canEdit={state.value.can_edit_translations}
                onSaved={applyEdit}
              />
            ))}
          </Stack>
        ))}
    </Card>
  );
}
