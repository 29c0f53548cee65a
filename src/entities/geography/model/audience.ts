import type { RegionWithCountries } from '@/shared/api';

/** The regions and countries chosen for a survey, by name. */
export interface AudienceSelection {
  regions: string[];
  countries: string[];
}

/** The countries of the chosen regions, each once, in the order of the region list. Unknown region names add nothing. */
export function countriesOfRegions(regions: readonly RegionWithCountries[], selectedRegionNames: readonly string[]): string[] {
  const chosen = new Set(selectedRegionNames);
  return [...new Set(regions.filter((region) => chosen.has(region.region)).flatMap((region) => region.countries))];
}

/**
 * Puts a selection in the region list's order and drops what it cannot hold: unknown regions, and countries
 * outside the chosen regions (spec section 5: such a country is ignored).
 */
function normalised(regionNames: Iterable<string>, countries: Iterable<string>, regions: readonly RegionWithCountries[]): AudienceSelection {
  const wantedRegions = new Set(regionNames);
  const orderedRegions = regions.map((region) => region.region).filter((name) => wantedRegions.has(name));
  const wantedCountries = new Set(countries);
  return {
    regions: orderedRegions,
    countries: countriesOfRegions(regions, orderedRegions).filter((country) => wantedCountries.has(country)),
  };
}

/**
 * Selecting a region adds all its countries; deselecting it removes them, except those another chosen region
 * also holds. A name not in the region list changes nothing.
 */
export function toggleRegion(selection: AudienceSelection, regionName: string, regions: readonly RegionWithCountries[]): AudienceSelection {
  const region = regions.find((candidate) => candidate.region === regionName);
  if (!region) return selection;
  if (selection.regions.includes(regionName)) {
    return normalised(
      selection.regions.filter((name) => name !== regionName),
      selection.countries,
      regions,
    );
  }
  return normalised([...selection.regions, regionName], [...selection.countries, ...region.countries], regions);
}

/** The regions dialog's 'All': every region with every country, or nothing when every region is already chosen. */
export function toggleAll(selection: AudienceSelection, regions: readonly RegionWithCountries[]): AudienceSelection {
  const everyRegionChosen = regions.length > 0 && regions.every((region) => selection.regions.includes(region.region));
  if (everyRegionChosen) return { regions: [], countries: [] };
  const allRegions = regions.map((region) => region.region);
  return { regions: allRegions, countries: countriesOfRegions(regions, allRegions) };
}

/** Adds or removes one country; a country outside the chosen regions is ignored. */
export function toggleCountry(selection: AudienceSelection, country: string, regions: readonly RegionWithCountries[]): AudienceSelection {
  if (selection.countries.includes(country)) {
    return normalised(
      selection.regions,
      selection.countries.filter((name) => name !== country),
      regions,
    );
  }
  if (!countriesOfRegions(regions, selection.regions).includes(country)) return selection;
  return normalised(selection.regions, [...selection.countries, country], regions);
}

/** The countries dialog's 'All': every country of the chosen regions, or none when all of them are already chosen. */
export function toggleAllCountries(selection: AudienceSelection, regions: readonly RegionWithCountries[]): AudienceSelection {
  const available = countriesOfRegions(regions, selection.regions);
  const allChosen = available.every((country) => selection.countries.includes(country));
  return { regions: selection.regions, countries: allChosen ? [] : available };
}
