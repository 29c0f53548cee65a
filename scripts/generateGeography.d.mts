/** Types of scripts/generateGeography.mjs, for the tests that import it. */
export interface GeographyCountry {
  code: string;
  name: string;
  languages: string[];
  noSupportedLanguage?: true;
}
export interface GeographyRegion {
  name: string;
  countries: GeographyCountry[];
}
export interface GeographyLocal {
  name: string;
  region: string;
  countries: string[];
}
export interface Geography {
  $comment: string;
  source: { cldr: string; languages: string };
  regions: GeographyRegion[];
  locals: GeographyLocal[];
}
export interface GeographyOverrides {
  countries?: Record<string, { name?: string; region?: string; languages?: string[] } | null>;
  locals?: { name: string; countries: string[] }[];
}
export interface GeographyInput {
  containment: Record<string, { _contains: string[]; _grouping?: string }>;
  territoryInfo: Record<string, { languagePopulation?: Record<string, { _populationPercent?: string; _officialStatus?: string }> }>;
  supportedLanguages: string[];
  cldrVersion: string;
  overrides?: GeographyOverrides;
  countryName?: (code: string) => string | undefined;
}

export declare const OUTPUT_PATH: string;
export declare const OVERRIDES_PATH: string;
export declare const LANGUAGES_PATH: string;
export declare const REGIONS: { name: string; include: string[]; exclude?: string[] }[];
export declare const NOT_COUNTRIES: string[];
export declare const DEMO_LOCALS: { name: string; countries: string[] }[];
export function parseSupportedLanguages(json: string): string[];
export function toSupportedLanguage(cldrCode: string, territory: string, supported: ReadonlySet<string>): string | undefined;
export function buildGeography(input: GeographyInput): Geography;
export function readInputs(root?: string): Required<Omit<GeographyInput, 'countryName'>>;
export function formatGeography(geography: Geography): string;
