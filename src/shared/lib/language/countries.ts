import { i18n } from '@lingui/core';

import { flagOfCountryCode } from './languages';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Private-use and grouping codes CLDR names but that are not countries. */
const NOT_COUNTRIES = /^(AA|Q[M-Z]|X[A-Z]|ZZ|EU|EZ|UN)$/;

/** Country name (lower case) -> ISO code in each language asked for, built once per language from the runtime's CLDR data. */
const codesByName = new Map<string, Map<string, string>>();

function countryCodesByName(locale: string): Map<string, string> {
  const cached = codesByName.get(locale);
  if (cached) return cached;
  const names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' });
  const byName = new Map<string, string>();
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = first + second;
      if (NOT_COUNTRIES.test(code)) continue;
      const name = names.of(code)?.toLocaleLowerCase(locale);
      if (name && !byName.has(name)) byName.set(name, code);
    }
  }
  codesByName.set(locale, byName);
  return byName;
}

/** Names the geography files may use that differ from CLDR's English short names. */
const NAME_ALIASES: Record<string, string> = {
  'united states of america': 'US',
  usa: 'US',
  'south korea': 'KR',
  'korea, republic of': 'KR',
  'czech republic': 'CZ',
  turkey: 'TR',
};

/**
 * 'Mexico' -> 'MX', 'mx' -> 'MX'; a name in the app's language too ('México' -> 'MX', as countryName shows it);
 * undefined when the name is not a country.
 */
export function countryCode(nameOrCode: string): string | undefined {
  const key = nameOrCode.trim().toLowerCase();
  if (/^[a-z]{2}$/.test(key)) {
    const code = key.toUpperCase();
    return [...countryCodesByName('en').values()].includes(code) ? code : undefined;
  }
  const inAppLanguage = nameOrCode.trim().toLocaleLowerCase(i18n.locale);
  return NAME_ALIASES[key] ?? countryCodesByName('en').get(key) ?? countryCodesByName(i18n.locale).get(inAppLanguage);
}

/** The flag emoji of a country given by name or ISO code, or '' when unknown. */
export function countryFlag(nameOrCode: string): string {
  const code = countryCode(nameOrCode);
  return code ? flagOfCountryCode(code) : '';
}
