import { i18n, type Messages } from '@lingui/core';

import { DEFAULT_LOCALE, isUiLocale, localeFromBrowser, PSEUDO_LOCALE, type UiLocale } from './locales';

const STORAGE_KEY = 'survey-platform.locale';

/** Each language's catalogue is its own chunk, fetched when that language is first chosen. */
async function catalogueOf(locale: UiLocale): Promise<Messages> {
  switch (locale) {
    case 'en':
      return (await import('./locales/en.po')).messages;
    case 'es-MX':
      return (await import('./locales/es-MX.po')).messages;
    case 'ko':
      return (await import('./locales/ko.po')).messages;
    case PSEUDO_LOCALE: {
      const [{ pseudoCatalogue }, english] = await Promise.all([import('./pseudo'), import('./locales/en.po')]);
      return pseudoCatalogue(english.messages);
    }
  }
}

/** Loads a language's messages and makes it the app's: every text, `Intl` format and `<html lang>` follows. */
export async function activateLocale(locale: UiLocale): Promise<void> {
  const messages = await catalogueOf(locale);
  i18n.loadAndActivate({ locale, messages });
  // Unit tests without a DOM activate a language too.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** The language the user chose in Settings, kept in this browser; undefined when none (or unreadable). */
function storedLocale(): UiLocale | undefined {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isUiLocale(stored) ? stored : undefined;
  } catch {
    // Storage may be blocked (privacy settings): the browser's languages decide.
    return undefined;
  }
}

/** First visit: the browser's languages; afterwards the user's choice. */
export function initialLocale(): UiLocale {
  return storedLocale() ?? (typeof navigator === 'undefined' ? DEFAULT_LOCALE : localeFromBrowser(navigator.languages));
}

/** The user's choice from Settings: applied at once and remembered in this browser. */
export async function chooseLocale(locale: UiLocale): Promise<void> {
  await activateLocale(locale);
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Not remembered where storage is blocked; the choice still applies now.
  }
}

/** Calls `listener` for each text the code asks for that the active catalogue lacks (tests fail on it). */
export function onMissingMessage(listener: (event: { locale: string; id: string }) => void): () => void {
  return i18n.on('missing', listener);
}
