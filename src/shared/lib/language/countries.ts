import { flagOfCountryCode } from './languages';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Private-use and grouping codes CLDR names but that are not countries. */
const NOT_COUNTRIES = /^(AA|Q[M-Z]|X[A-Z]|ZZ|EU|EZ|UN)$/;

/** English country name -> ISO code, built once from the runtime's CLDR data (Intl.DisplayNames). */
let codeByName: Map<string, string> | undefined;

function countryCodesByName(): Map<string, string> {
  if (codeByName) return codeByName;
  const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  codeByName = new Map();
  for (const first of LETTERS) {
    for (const second of LETTERS) {
      const code = first + second;
      if (NOT_COUNTRIES.test(code)) continue;
      const name = names.of(code);
      if (name && !codeByName.has(name.toLowerCase())) codeByName.set(name.toLowerCase(), code);
    }
  }
  return codeByName;
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

/** 'Mexico' -> 'MX', 'mx' -> 'MX'; undefined when the name is not a country. */
export function countryCode(nameOrCode: string): string | undefined {
  const key = nameOrCode.trim().toLowerCase();
  if (/^[a-z]{2}$/.test(key)) {
    const code = key.toUpperCase();
    return [...countryCodesByName().values()].includes(code) ? code : undefined;
  }
  return NAME_ALIASES[key] ?? countryCodesByName().get(key);
}

/** The flag emoji of a country given by name or ISO code, or '' when unknown. */
export function countryFlag(nameOrCode: string): string {
  const code = countryCode(nameOrCode);
  return code ? flagOfCountryCode(code) : '';
}

/** A country's English name from its ISO code ('MX' -> 'Mexico'); a name, or an unknown code, is returned as given. */
export function countryName(nameOrCode: string): string {
  const text = nameOrCode.trim();
  if (!/^[A-Za-z]{2}$/.test(text)) return nameOrCode;
  return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(text.toUpperCase()) ?? nameOrCode;
}
