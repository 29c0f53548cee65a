import { t } from '@lingui/core/macro';

import { apiRequest, countriesWithLanguages, regionsWithCountries, userAllowedCountries, type CountryWithLanguages, type RegionWithCountries } from '@/shared/api';

interface CallOptions {
  signal?: AbortSignal;
}

/** What the spec shows when a geography failure explains nothing (section 8), in the app's language at call time. */
function unknownError(): string {
  return t`An unknown error occurred`;
}

/** GET /api/regions-with-countries: every region with its countries. */
export function listRegionsWithCountries(options: CallOptions = {}): Promise<RegionWithCountries[]> {
  return apiRequest('/api/regions-with-countries', regionsWithCountries, { fallbackMessage: unknownError(), signal: options.signal });
}

/** GET /api/countries-with-languages: every country with the languages its surveys are translated into. */
export function listCountriesWithLanguages(options: CallOptions = {}): Promise<CountryWithLanguages[]> {
  return apiRequest('/api/countries-with-languages', countriesWithLanguages, { fallbackMessage: unknownError(), signal: options.signal });
}

/** GET /api/user-allowed-countries: the country names a user with a region and local scope may target. */
export function listUserAllowedCountries(options: CallOptions = {}): Promise<string[]> {
  return apiRequest('/api/user-allowed-countries', userAllowedCountries, { fallbackMessage: unknownError(), signal: options.signal });
}
