import { useEffect, useState } from 'react';

import { listCountriesWithLanguages, listRegionsWithCountries, listUserAllowedCountries, regionLoadErrorMessage } from '@/entities/geography';
import type { User } from '@/entities/session';
import { GLOBAL_SCOPE } from '@/entities/session';
import type { CountryWithLanguages, RegionWithCountries } from '@/shared/api';

import type { SurveyFormValues } from './formSchema';

export type AudienceSources =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | {
      status: 'ready';
      regions: RegionWithCountries[];
      countryLanguages: CountryWithLanguages[];
      /** Set for a user whose local is not ALL (spec section 6). */
      allowedCountries?: string[];
      isRegionLocked: boolean;
      initialAudience: Pick<SurveyFormValues, 'regions' | 'countries'>;
    };

const isSpecific = (value: string | undefined): value is string => value !== undefined && value !== GLOBAL_SCOPE;

/**
 * The geography the form picks from, and where a user starts (spec section 6): a user whose region is not ALL has it
 * preset with its countries; a user whose local is not ALL chooses among the allowed countries only (a failed
 * allowed-countries call leaves them none, logged only, per spec section 8).
 */
export function useAudienceSources(user: Pick<User, 'region' | 'local'>): AudienceSources {
  const [sources, setSources] = useState<AudienceSources>({ status: 'loading' });
  const { region, local } = user;

  useEffect(() => {
    let cancelled = false;
    const allowedCall = isSpecific(local)
      ? listUserAllowedCountries().catch((error: unknown) => {
          console.warn('Failed to load the allowed countries', error);
          return [];
        })
      : Promise.resolve(undefined);
    Promise.all([listRegionsWithCountries(), listCountriesWithLanguages(), allowedCall]).then(
      ([regions, countryLanguages, allowedCountries]) => {
        if (cancelled) return;
        const isRegionLocked = isSpecific(region);
        const presetRegion = isRegionLocked ? regions.find((candidate) => candidate.region === region) : undefined;
        const allowed = allowedCountries ? new Set(allowedCountries) : undefined;
        const presetCountries = (presetRegion?.countries ?? []).filter((country) => !allowed || allowed.has(country));
        setSources({
          status: 'ready',
          regions,
          countryLanguages,
          allowedCountries,
          isRegionLocked,
          initialAudience: { regions: presetRegion ? [presetRegion.region] : [], countries: presetCountries },
        });
      },
      (error: unknown) => {
        if (!cancelled) setSources({ status: 'error', message: regionLoadErrorMessage(error) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [region, local]);

  return sources;
}
