import type { surveyLinks } from '../../db/schema.ts';

type LinkRow = typeof surveyLinks.$inferInsert;

/**
 * One participation link per language of the country x channel (channels numbered '1'..'N'), as a survey's links are laid
 * out; `tokenFor` makes each link's token from its language and 1-based channel number.
 */
export function linkRowsForCountry(
  surveyId: string,
  country: { id: number; languages: readonly string[] },
  channels: number,
  tokenFor: (languageCode: string, channel: number) => string,
): LinkRow[] {
  return country.languages.flatMap((languageCode) =>
    Array.from({ length: channels }, (_, index) => ({
      surveyId,
      countryId: country.id,
      languageCode,
      effectiveLanguage: languageCode,
      channel: String(index + 1),
      token: tokenFor(languageCode, index + 1),
    })),
  );
}
