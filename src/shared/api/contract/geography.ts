import { z } from 'zod/mini';

export const regionWithCountries = z.object({ region: z.string(), countries: z.array(z.string()) });
export type RegionWithCountries = z.infer<typeof regionWithCountries>;
export const regionsWithCountries = z.array(regionWithCountries);

export const countryWithLanguages = z.object({ country: z.string(), languages: z.array(z.string()) });
export type CountryWithLanguages = z.infer<typeof countryWithLanguages>;
export const countriesWithLanguages = z.array(countryWithLanguages);

export const userAllowedCountries = z.array(z.string());
