import { plural, t } from '@lingui/core/macro';

import { i18n } from '@/shared/i18n';
import { languageName } from '@/shared/lib/language';
import type { TranslationOutcome } from '@/shared/lib/translation';

export interface TranslationOutcomeText {
  /** Whether every target language was translated (nothing fell back). */
  isComplete: boolean;
  summary: string;
  /** Why languages fell back, when the cause is known to be the same for all of them. */
  reason?: string;
}

/**
 * What the screens say once a translation has settled, in the app's language. A fallback is 'shown in' the source language, never
 * 'translated', and the counts of translated and fallen-back languages are given apart.
 */
export function describeTranslationOutcome(outcome: TranslationOutcome, sourceLanguage: string): TranslationOutcomeText {
  if (outcome.fellBack === 0) return { isComplete: true, summary: t`All languages translated` };
  const source = languageName(sourceLanguage, i18n.locale, 'sentence');
  const { translated, total, fellBack } = outcome;
  return {
    isComplete: false,
    summary: t`${translated} of ${plural(total, { one: '# language', other: '# languages' })} translated, ${plural(fellBack, { one: '# shown', other: '# shown' })} in ${source}`,
    reason: outcome.noProvider ? t`Shown in ${source}: no translation provider is set` : undefined,
  };
}
