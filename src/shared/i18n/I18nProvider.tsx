import { i18n } from '@lingui/core';
import { I18nProvider as LinguiProvider, useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { I18nProvider as AriaI18nProvider } from 'react-aria-components';

import { PSEUDO_LOCALE } from './locales';

/** React Aria's own texts (a date field's parts, 'Close', a list's announcements) in the app's language. */
function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  return <AriaI18nProvider locale={active.locale === PSEUDO_LOCALE ? 'en-US' : active.locale}>{children}</AriaI18nProvider>;
}

/** Every text below comes from the active catalogue (activateLocale), and changes with it without a reload. */
export function I18nProvider({ children }: { children: ReactNode }) {
  return (
    <LinguiProvider i18n={i18n}>
      <AriaLocale>{children}</AriaLocale>
    </LinguiProvider>
  );
}
