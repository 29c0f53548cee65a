import { Trans } from '@lingui/react/macro';
import { CircleCheck, TriangleAlert } from 'lucide-react';

import { translationOutcome, type SettledLocale } from '@/shared/lib/translation';
import { Text } from '@/shared/ui/text';

import { describeTranslationOutcome } from '../model/translationOutcome';
import * as styles from './TranslationOutcomeNote.css';

export interface TranslationOutcomeNoteProps {
  /** The settled locales, the source language among them or not. */
  locales: readonly SettledLocale[];
  sourceLanguage: string;
  /** Tells where a provider is set and how to write texts by hand: for global users, who can act on it. */
  showProviderHint?: boolean;
}

/**
 * The end of a survey's translation in words: 'All languages translated' only when it is so; otherwise how many
 * languages were translated and how many are shown in the source language, and why when the reason is common.
 */
export function TranslationOutcomeNote({ locales, sourceLanguage, showProviderHint = false }: TranslationOutcomeNoteProps) {
  const outcome = translationOutcome(locales, sourceLanguage);
  const text = describeTranslationOutcome(outcome, sourceLanguage);
  return (
    <div className={styles.note} data-testid="translation-outcome">
      {text.isComplete ? (
        <CircleCheck size={18} aria-hidden className={`${styles.icon} ${styles.complete}`} />
      ) : (
        <TriangleAlert size={18} aria-hidden className={`${styles.icon} ${styles.fellBack}`} />
      )}
      <div className={styles.lines}>
        <Text as="p" weight="semibold" tone={text.isComplete ? 'success' : 'warning'}>
          {text.summary}
        </Text>
        {text.reason && <Text as="p" size="sm">{text.reason}</Text>}
        {showProviderHint && outcome.noProvider && (
          <Text as="p" size="sm" tone="muted">
            <Trans>
              Set TRANSLATION_PROVIDER on the server to translate new surveys; until then, staff who may edit a survey can
              write its texts under Translations in Survey Details.
            </Trans>
          </Text>
        )}
      </div>
    </div>
  );
}
