// Data, not code: scripts/generateGeography.mjs reads the same file to give countries only languages we support.
import supportedLanguages from './languages.json';

export interface SupportedLanguage {
  /** BCP 47; a code with a region the table lacks is shown under its base language. */
  code: string;
  name: string;
  /** The country whose flag stands for the language. */
  flagCountry: string;
}

/** The languages the product supports (spec section 3), by code, with the flag of the country that stands for each. */
export const SUPPORTED_LANGUAGES: readonly SupportedLanguage[] = supportedLanguages;


/** Script subtags and legacy spellings that mean a code of the table. */
const ALIASES: Record<string, string> = {
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  zh: 'zh-CN',
  nb: 'no',
  iw: 'he',
  in: 'id',
};

const byCode = new Map<string, SupportedLanguage>(SUPPORTED_LANGUAGES.map((language) => [language.code.toLowerCase(), language]));

function lookup(code: string): SupportedLanguage | undefined {
  return byCode.get(code) ?? byCode.get(ALIASES[code]?.toLowerCase() ?? '');
}

/** The supported language a code means: the longest known prefix ('zh-Hant-TW' -> zh-TW, 'ko-KR' -> ko), else undefined. */
export function findLanguage(code: string): SupportedLanguage | undefined {
  const parts = code.trim().replaceAll('_', '-').toLowerCase().split('-');
  for (let length = parts.length; length > 0; length -= 1) {
    const language = lookup(parts.slice(0, length).join('-'));
    if (language) return language;
  }
  return undefined;
}

/** The flag emoji of an ISO 3166-1 alpha-2 code ('MX' -> 🇲🇽), or '' when it is not one. */
export function flagOfCountryCode(countryCode: string): string {
  const upper = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(upper)) return '';
  return String.fromCodePoint(...Array.from(upper, (letter) => 0x1f1e6 + letter.charCodeAt(0) - 65));
}

/** The flag that stands for a language code ('pt-BR' -> 🇧🇷, 'es' -> 🇪🇸, 'es-AR' -> 🇦🇷), or '' when unknown. */
export function languageFlag(code: string): string {
  const region = /^[a-z]{2,3}[-_]([a-z]{2})$/i.exec(code.trim())?.[1];
  if (region) return flagOfCountryCode(region);
  const language = findLanguage(code);
  return language ? flagOfCountryCode(language.flagCountry) : '';
}
