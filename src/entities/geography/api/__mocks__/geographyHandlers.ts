import { HttpResponse } from 'msw';

import { mockEndpoint } from '@/shared/lib/mock-api';

import { allowedCountryFixtures, countryLanguageFixtures, regionFixtures } from './geographyFixtures';

/** The geography endpoints of spec section 7, each with the standard variants (ok, empty, loading, error, 401 then ok). */
export const geographyHandlers = {
  regions: mockEndpoint('get', '/api/regions-with-countries', () => HttpResponse.json(regionFixtures)),
  countryLanguages: mockEndpoint('get', '/api/countries-with-languages', () => HttpResponse.json(countryLanguageFixtures)),
  allowedCountries: {
    /** A user of the local 'Mexico'. */
    ...mockEndpoint('get', '/api/user-allowed-countries', () => HttpResponse.json(allowedCountryFixtures.mexicoLocal)),
    centralAmerica: mockEndpoint('get', '/api/user-allowed-countries', () => HttpResponse.json(allowedCountryFixtures.centralAmericaLocal)).ok,
  },
};

/** Every geography endpoint answering from the default fixture set. */
export const geographyDefaultHandlers = [geographyHandlers.regions.ok, geographyHandlers.countryLanguages.ok, geographyHandlers.allowedCountries.ok];
