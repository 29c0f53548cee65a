import { msg } from '@lingui/core/macro';

import type { LocaleProgress, TranslationProgress } from '@/shared/api';
import type { MessageDescriptor } from '@/shared/i18n';
import { translationOutcome } from '@/shared/lib/translation';

export type TranslationPhase = 'creating' | 'translating' | 'finalizing' | 'complete';
export type LocaleStatus = 'source' | 'pending' | 'translating' | 'completed' | 'error';

/** Spec section 9: the bar is capped at 99 % until the server says the job is complete. */
export function overallPercent(progress: TranslationProgress | undefined): number {
  if (!progress) return 0;
  if (progress.is_complete) return 100;
  const total = progress.overall_total_items_to_translate ?? 0;
  const done = progress.overall_translated_items_count ?? 0;
  if (total <= 0) return 0;
  return Math.min(99, Math.floor((done / total) * 100));
}

/**
 * Spec section 4: creating, then translating once progress is above 0. 'Finalizing' is the wait after the last text is
 * translated until the server declares the job complete (the bar holds at 99 %), and 'complete' is is_complete: shown
 * for the 1.5 s before the completion callback, so 'Translation Complete!' is seen (docs/decisions.md).
 */
export function translationPhase(progress: TranslationProgress | undefined): TranslationPhase {
  if (progress?.is_complete) return 'complete';
  const total = progress?.overall_total_items_to_translate ?? 0;
  if (total > 0 && (progress?.overall_translated_items_count ?? 0) >= total) return 'finalizing';
  return overallPercent(progress) > 0 ? 'translating' : 'creating';
}

export const PHASE_LABELS: Record<TranslationPhase, MessageDescriptor> = {
  creating: msg`Preparing translations...`,
  translating: msg`Translating survey content...`,
  finalizing: msg`Finalizing translations...`,
  complete: msg`Translation Complete!`,
};

/** The phase's label; a job that ended with languages shown in the source language is finished, not 'Complete!'. */
export function phaseLabel(progress: TranslationProgress | undefined): MessageDescriptor {
  const phase = translationPhase(progress);
  if (phase === 'complete' && translationOutcome(progress?.progress_details ?? [], progress?.source_language).fellBack > 0) {
    return msg`Translation Finished`;
  }
  return PHASE_LABELS[phase];
}

/**
 * Spec section 4, per-language status; a locale with an error fell back to the source language, and the source language
 * itself needs no translation.
 */
export function localeStatus(locale: LocaleProgress, isComplete: boolean, sourceLanguage?: string | null): LocaleStatus {
  if (locale.locale === sourceLanguage) return 'source';
  if (locale.error) return 'error';
  const allQuestions = locale.questions_translated_count >= locale.questions_total_count;
  if (isComplete || (locale.title_translated && allQuestions)) return 'completed';
  if (locale.title_translated || locale.questions_translated_count > 0) return 'translating';
  return 'pending';
}

/** Items of one locale: its title and its questions. */
export function localeCounts(locale: LocaleProgress): { done: number; total: number } {
  return { done: (locale.title_translated ? 1 : 0) + locale.questions_translated_count, total: 1 + locale.questions_total_count };
}

/**
 * Spec section 9: remaining = (100 - percent) / (percent per elapsed second), only while 0 < percent < 100; seconds,
 * rounded up, or undefined when there is nothing to estimate from.
 */
export function estimatedSecondsLeft(percent: number, elapsedSeconds: number): number | undefined {
  if (percent <= 0 || percent >= 100 || elapsedSeconds <= 0) return undefined;
  return Math.ceil((100 - percent) / (percent / elapsedSeconds));
}

/** m:ss, e.g. 75 -> '1:15'. */
export function formatMinutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
