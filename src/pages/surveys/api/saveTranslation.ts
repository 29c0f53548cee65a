import { t } from '@lingui/core/macro';

import { apiRequest, ApiError, localeTranslations, ruleMessageText, translationEdit, type LocaleTranslations } from '@/shared/api';

export interface TranslationTarget {
  surveyId: string;
  locale: string;
  /** 'title' or a question id. */
  item: string;
}

/**
 * PUT /api/surveys/{id}/translations/{locale}/{item}: a staff member's text for one item; answers the locale after the
 * edit. The text is checked against the contract first, so a bad one fails here with the contract's message.
 */
export function saveTranslation({ surveyId, locale, item }: TranslationTarget, text: string): Promise<LocaleTranslations> {
  const checked = translationEdit.safeParse({ text });
  if (!checked.success) {
    return Promise.reject(new ApiError(ruleMessageText(checked.error.issues[0]?.message ?? t`The translation is not valid.`), undefined, checked.error.issues));
  }
  const path = ['/api/surveys', surveyId, 'translations', locale, item].map((part, index) => (index === 0 ? part : encodeURIComponent(part))).join('/');
  return apiRequest(path, localeTranslations, { method: 'PUT', body: checked.data, fallbackMessage: t`Failed to save the translation` });
}
