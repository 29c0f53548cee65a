import type { QuestionType } from '@/shared/api';

/** The Create Survey form's names of the question types (the server's values are the keys). */
export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  text: 'Text',
  multiple_choice: 'Multiple choice',
  rating: 'Rating (1 to 5)',
  nps: 'NPS (0 to 10)',
};

/** The options a question starts with when it becomes multiple-choice: the two a choice needs at least, empty. */
export const NEW_CHOICE_OPTIONS: readonly string[] = ['', ''];
