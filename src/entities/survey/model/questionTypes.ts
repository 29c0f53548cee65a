import { msg } from '@lingui/core/macro';

import type { QuestionType } from '@/shared/api';
import type { MessageDescriptor } from '@/shared/i18n';

/** The names of the question types (the server's values are the keys), translated where they show: i18n._(label). */
export const QUESTION_TYPE_LABELS: Record<QuestionType, MessageDescriptor> = {
  text: msg`Text`,
  multiple_choice: msg`Multiple choice`,
  rating: msg`Rating (1 to 5)`,
  nps: msg`NPS (0 to 10)`,
};

/** The options a question starts with when it becomes multiple-choice: the two a choice needs at least, empty. */
export const NEW_CHOICE_OPTIONS: readonly string[] = ['', ''];
