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
 * What the screens say once a translation has settled. A fallback is 'shown in' the source language, never
 * 'translated', and the counts of translated and fallen-back languages are given apart.
 */
export function describeTranslationOutcome(outcome: TranslationOutcome, sourceLanguage: string): TranslationOutcomeText {
  if (outcome.fellBack === 0) return { isComplete: true, summary: 'All languages translated' };
  const source = languageName(sourceLanguage);
  return {
    isComplete: false,
    summary: `${String(outcome.translated)} of ${String(outcome.total)} languages translated, ${String(outcome.fellBack)} shown in ${source}`,
    reason: outcome.noProvider ? `Shown in ${source}: no translation provider is set` : undefined,
  };
}
