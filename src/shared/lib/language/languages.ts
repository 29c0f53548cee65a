/**
 * The languages the product supports (spec section 3), by code, with the flag of the country that stands for each.
 * Codes are BCP 47; a code with a region the table lacks is shown under its base language.
 */
export const SUPPORTED_LANGUAGES = [
  { code: 'en', name: 'English', flagCountry: 'US' },
  { code: 'ko', name: 'Korean', flagCountry: 'KR' },
  { code: 'es', name: 'Spanish', flagCountry: 'ES' },
  { code: 'es-MX', name: 'Spanish (Mexico)', flagCountry: 'MX' },
  { code: 'fr', name: 'French', flagCountry: 'FR' },
  { code: 'de', name: 'German', flagCountry: 'DE' },
  { code: 'it', name: 'Italian', flagCountry: 'IT' },
  { code: 'pt', name: 'Portuguese', flagCountry: 'PT' },
  { code: 'pt-BR', name: 'Portuguese (Brazil)', flagCountry: 'BR' },
  { code: 'ja', name: 'Japanese', flagCountry: 'JP' },
  { code: 'zh-CN', name: 'Chinese (Simplified)', flagCountry: 'CN' },
  { code: 'zh-TW', name: 'Chinese (Traditional)', flagCountry: 'TW' },
  { code: 'ar', name: 'Arabic', flagCountry: 'SA' },
  { code: 'ru', name: 'Russian', flagCountry: 'RU' },
  { code: 'nl', name: 'Dutch', flagCountry: 'NL' },
  { code: 'pl', name: 'Polish', flagCountry: 'PL' },
  { code: 'tr', name: 'Turkish', flagCountry: 'TR' },
  { code: 'sv', name: 'Swedish', flagCountry: 'SE' },
  { code: 'da', name: 'Danish', flagCountry: 'DK' },
  { code: 'no', name: 'Norwegian', flagCountry: 'NO' },
  { code: 'fi', name: 'Finnish', flagCountry: 'FI' },
  { code: 'el', name: 'Greek', flagCountry: 'GR' },
  { code: 'he', name: 'Hebrew', flagCountry: 'IL' },
  { code: 'hi', name: 'Hindi', flagCountry: 'IN' },
  { code: 'th', name: 'Thai', flagCountry: 'TH' },
  { code: 'vi', name: 'Vietnamese', flagCountry: 'VN' },
  { code: 'id', name: 'Indonesian', flagCountry: 'ID' },
  { code: 'ms', name: 'Malay', flagCountry: 'MY' },
  { code: 'uk', name: 'Ukrainian', flagCountry: 'UA' },
  { code: 'cs', name: 'Czech', flagCountry: 'CZ' },
  { code: 'hu', name: 'Hungarian', flagCountry: 'HU' },
  { code: 'ro', name: 'Romanian', flagCountry: 'RO' },
  { code: 'bg', name: 'Bulgarian', flagCountry: 'BG' },
  { code: 'hr', name: 'Croatian', flagCountry: 'HR' },
  { code: 'sr', name: 'Serbian', flagCountry: 'RS' },
  { code: 'sk', name: 'Slovak', flagCountry: 'SK' },
  { code: 'sl', name: 'Slovenian', flagCountry: 'SI' },
  { code: 'et', name: 'Estonian', flagCountry: 'EE' },
  { code: 'lv', name: 'Latvian', flagCountry: 'LV' },
  { code: 'lt', name: 'Lithuanian', flagCountry: 'LT' },
  { code: 'bs', name: 'Bosnian', flagCountry: 'BA' },
  { code: 'kk', name: 'Kazakh', flagCountry: 'KZ' },
  { code: 'az', name: 'Azerbaijani', flagCountry: 'AZ' },
] as const;

export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];

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

/** 'es-MX' -> 'Spanish (Mexico)', 'ko-KR' -> 'Korean', 'xx' -> 'xx' (an unknown code is shown as given). */
export function languageName(code: string): string {
  return findLanguage(code)?.name ?? code;
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
