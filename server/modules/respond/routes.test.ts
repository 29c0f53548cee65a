import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { surveyLinks, surveyTranslations } from '../../db/schema.ts';
import { createAccountTokens } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/app.ts';
import { openTestDatabase, type OpenTestDatabase, testTargets } from '../../testing/databases.ts';
import { createTranslationTestSurvey } from '../../testing/translation.ts';

describe.each(testTargets)('participation links on $name', (target) => {
  let database: OpenTestDatabase;
  let app: ReturnType<typeof createTestApp>;

  beforeAll(async () => {
    database = await openTestDatabase(target);
    await createTranslationTestSurvey(database.db, 'respond-test');
    app = createTestApp(database, (await createAccountTokens()).issuer.verifier);
  });
  afterAll(async () => {
    await database.release();
  });

  async function tokenOf(language: string): Promise<string> {
    const [link] = await database.db.select({ token: surveyLinks.token }).from(surveyLinks).where(eq(surveyLinks.languageCode, language));
    if (!link) throw new Error(`No ${language} link`);
    return link.token;
  }

  it('answers a known link with the survey title in the language the respondent gets, without signing in', async () => {
    const response = await app.request(`/r/${await tokenOf('en')}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await response.text();
    expect(page).toContain('<html lang="en">');
    expect(page).toContain('How was your visit to our store?');
    expect(page).toContain('The survey opens here soon');
  });

  it('shows a translated title once the link is in its own language, escaped as HTML', async () => {
    const token = await tokenOf('fr');
    await database.db.insert(surveyTranslations).values({ surveyId: 'respond-test', locale: 'fr', item: 'title', text: 'Votre visite <b>?</b>' });
    await database.db.update(surveyLinks).set({ effectiveLanguage: 'fr' }).where(eq(surveyLinks.token, token));
    const page = await (await app.request(`/r/${token}`)).text();
    expect(page).toContain('<html lang="fr">');
    expect(page).toContain('Votre visite &lt;b&gt;?&lt;/b&gt;');
  });

  it('answers an unknown or malformed token with a 404 page, not the staff app', async () => {
    for (const token of ['unknown-token', 'x'.repeat(65), '%3Cscript%3E']) {
      const response = await app.request(`/r/${token}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain('Survey link not found');
    }
  });

  it('limits each client to 120 requests a minute', async () => {
    const limited = createTestApp(database, (await createAccountTokens()).issuer.verifier);
    const statuses: number[] = [];
    for (let call = 0; call < 121; call += 1) statuses.push((await limited.request('/r/unknown-token')).status);
    expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
    expect(statuses[120]).toBe(429);
  });
});
