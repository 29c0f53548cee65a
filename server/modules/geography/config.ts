import { readFile } from 'node:fs/promises';

import { z } from 'zod';

/*
 * The shape of config/geography.json (written by scripts/generateGeography.mjs, merged with an organisation's
 * overrides). Checked here before seeding: a file edited by hand must fail start-up with a message naming what is wrong,
 * not half-load or trip a database constraint.
 */

const countryConfig = z.object({
  code: z.string().regex(/^[A-Z]{2}$/, 'must be an ISO 3166-1 alpha-2 code in upper case'),
  name: z.string().trim().min(1),
  languages: z.array(z.string().trim().min(1)),
  /** No supported official language: the country has no languages and the SPA defaults it to English. */
  noSupportedLanguage: z.boolean().optional(),
});

const regionConfig = z.object({
  name: z.string().trim().min(1),
  countries: z.array(countryConfig),
});

const localConfig = z.object({
  name: z.string().trim().min(1),
  region: z.string().trim().min(1),
  countries: z.array(z.string().trim().min(1)),
});

export const geographyConfigSchema = z
  .object({ regions: z.array(regionConfig), locals: z.array(localConfig).default([]) })
  .superRefine((config, ctx) => {
    const issue = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
    };
    const duplicates = (names: string[]) => [...new Set(names.filter((name, i) => names.indexOf(name) !== i))];

    for (const name of duplicates(config.regions.map((region) => region.name))) issue(`region '${name}' is listed twice`);
    const countries = config.regions.flatMap((region) => region.countries);
    for (const name of duplicates(countries.map((country) => country.name))) issue(`country '${name}' is listed twice`);
    for (const code of duplicates(countries.map((country) => country.code))) issue(`country code '${code}' is used twice`);
    for (const country of countries) {
      for (const language of duplicates(country.languages)) {
        issue(`country '${country.name}' lists language '${language}' twice`);
      }
    }
    for (const name of duplicates(config.locals.map((local) => local.name))) issue(`local '${name}' is listed twice`);

    // A local outside its region would silently give its users nothing (permissions intersect the two): refuse it.
    for (const local of config.locals) {
      const region = config.regions.find((candidate) => candidate.name === local.region);
      if (!region) {
        issue(`local '${local.name}' names unknown region '${local.region}'`);
        continue;
      }
      for (const name of local.countries) {
        if (!region.countries.some((country) => country.name === name)) {
          issue(`local '${local.name}' lists '${name}', which is not a country of region '${local.region}'`);
        }
      }
    }
  });

export type GeographyConfig = z.infer<typeof geographyConfigSchema>;
/** What callers may pass: config/geography.json as parsed JSON (locals optional). */
export type GeographyConfigInput = z.input<typeof geographyConfigSchema>;

export class InvalidGeographyConfig extends Error {
  override readonly name = 'InvalidGeographyConfig';
}

/** Checks a parsed geography file; throws InvalidGeographyConfig listing every problem. */
export function parseGeographyConfig(input: unknown, source = 'geography config'): GeographyConfig {
  const result = geographyConfigSchema.safeParse(input);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) =>
    issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
  );
  throw new InvalidGeographyConfig(`${source} is invalid:\n- ${problems.join('\n- ')}`);
}

/** Reads and checks a geography file such as config/geography.json. */
export async function readGeographyConfig(filePath: string): Promise<GeographyConfig> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(filePath, 'utf8'));
  } catch (error) {
    throw new InvalidGeographyConfig(`${filePath} could not be read as JSON: ${(error as Error).message}`);
  }
  return parseGeographyConfig(json, filePath);
}
