import { i18n } from '@lingui/core';

import { findLanguage } from './languages';

/**
 * The tag CLDR names a supported language by: Chinese by its script (the table's zh-CN and zh-TW stand for simplified
 * and traditional writing, not for the countries).
 */
const NAMING_TAGS: Readonly<Record<string, string>> = { 'zh-CN': 'zh-Hans', 'zh-TW': 'zh-Hant' };

/**
 * Where a language's name stands: alone as a 'label' it starts with a capital, as CLDR writes it in menus ('Español');
 * inside a 'sentence' it is written as the language writes it there ('se muestra en español').
 */
export type NameUsage = 'label' | 'sentence';

/**
 * A supported language's name in `locale` (the app's language unless given): 'es-MX' -> 'Spanish (Mexico)',
 * 'Español (México)', '스페인어(멕시코)'; 'ko-KR' -> 'Korean' (a region the table lacks is named by its base language);
 * an unknown code ('xx') is shown as given.
 */
export function languageName(code: string, locale: string = i18n.locale, usage: NameUsage = 'label'): string {
  const language = findLanguage(code);
  if (!language) return code;
  const names = new Intl.DisplayNames([locale], { type: 'language', languageDisplay: 'standard', fallback: 'none' });
  const name = names.of(NAMING_TAGS[language.code] ?? language.code) ?? language.name;
  return usage === 'label' ? name.charAt(0).toLocaleUpperCase(locale) + name.slice(1) : name;
}

/**
 * A country's name in `locale` (the app's language unless given) from its ISO code: 'MX' -> 'Mexico', 'México', '멕시코'.
 * A name (the server's geography lists name countries in English), or an unknown code, is returned as given.
 */
export function countryName(nameOrCode: string, locale: string = i18n.locale): string {
  const text = nameOrCode.trim();
  if (!/^[A-Za-z]{2}$/.test(text)) return nameOrCode;
  return new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' }).of(text.toUpperCase()) ?? nameOrCode;
}
