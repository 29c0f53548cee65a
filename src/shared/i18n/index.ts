export { i18n, type MessageDescriptor } from '@lingui/core';
export { useLingui } from '@lingui/react';

export { activateLocale, chooseLocale, initialLocale, onMissingMessage } from './activate';
export { I18nProvider } from './I18nProvider';
export { APP_LOCALES, DEFAULT_LOCALE, isUiLocale, localeFromBrowser, LOCALE_ENDONYMS, PSEUDO_LOCALE, type AppLocale, type UiLocale } from './locales';
