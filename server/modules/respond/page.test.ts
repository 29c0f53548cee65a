import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createApp } from '../../app.ts';
import { surveyLinks, surveys, surveyTranslations } from '../../db/schema.ts';
import { type AccountTokens, createAccountTokens } from '../../testing/accounts.ts';
import { createTestApp } from '../../testing/app.ts';
import { linkTokenOf } from '../../testing/respond.ts';
import { testTargets, useTestDatabase } from '../../testing/databases.ts';
import { createTranslationTestSurvey } from '../../testing/translation.ts';

const PARTICIPATION_PAGE = '<!doctype html><html><head><script type="module" src="/assets/participate-abc123.js"></script></head><body><div id="root"></div></body></html>';
const SPA_PAGE = '<!doctype html><html><body><div id="root">staff app</div></body></html>';

describe.each(testTargets)('the participation page /r/{token} on $name', (target) => {
  const database = useTestDatabase(target);
  let accounts: AccountTokens;
  let workDir: string;

  beforeAll(async () => {
    accounts = await createAccountTokens();
    await createTranslationTestSurvey(database.db, 'respond-test');
    await createTranslationTestSurvey(database.db, 'respond-page-deleted');
    workDir = await mkdtemp(path.join(tmpdir(), 'participation-page-'));
  });
  afterAll(async () => {
    await rm(workDir, { recursive: true, force: true });
  });

  const tokenOf = (surveyId: string, language: string) => linkTokenOf(database.db, surveyId, language);

  /** The app as bootstrap.ts assembles it with a build in `distDir`. */
  function appServing(distDir: string) {
    return createApp({
      db: database,
      logger: pino({ level: 'silent' }),
      api: { verifier: accounts.issuer.verifier },
      spa: { distDir, runtimeConfig: { apiBaseUrl: '', portalUrl: '' } },
    });
  }

  describe('not built (no dist/participate/index.html)', () => {
    let app: ReturnType<typeof createTestApp>;
    beforeAll(() => {
      app = createTestApp(database, accounts.issuer.verifier);
    });

    it('answers a known link with the survey title in the language the respondent gets, without signing in', async () => {
      const response = await app.request(`/r/${await tokenOf('respond-test', 'en')}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const page = await response.text();
      expect(page).toContain('<html lang="en">');
      expect(page).toContain('How was your visit to our store?');
      expect(page).toContain('The survey opens here soon');
    });

    it('shows a translated title once the link is in its own language, escaped as HTML', async () => {
      const token = await tokenOf('respond-test', 'fr');
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

    it('still serves the placeholder when the SPA is built without the participation page', async () => {
      const distDir = path.join(workDir, 'spa-only');
      await mkdir(distDir, { recursive: true });
      await writeFile(path.join(distDir, 'index.html'), SPA_PAGE);
      const response = await appServing(distDir).request(`/r/${await tokenOf('respond-test', 'en')}`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('The survey opens here soon');
    });

    it('limits each client to 120 requests a minute', async () => {
      const limited = createTestApp(database, accounts.issuer.verifier);
      const statuses: number[] = [];
      for (let call = 0; call < 121; call += 1) statuses.push((await limited.request('/r/unknown-token')).status);
      expect(statuses.slice(0, 120).every((status) => status === 404)).toBe(true);
      expect(statuses[120]).toBe(429);
    });
  });

  describe('built (dist/participate/index.html)', () => {
    let app: ReturnType<typeof appServing>;
    beforeAll(async () => {
      const distDir = path.join(workDir, 'dist');
      await mkdir(path.join(distDir, 'participate'), { recursive: true });
      await writeFile(path.join(distDir, 'index.html'), SPA_PAGE);
      await writeFile(path.join(distDir, 'participate', 'index.html'), PARTICIPATION_PAGE);
      app = appServing(distDir);
    });

    it('answers a known link with the built page, never cached, under the pages\' security headers', async () => {
      const response = await app.request(`/r/${await tokenOf('respond-test', 'en')}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(await response.text()).toBe(PARTICIPATION_PAGE);
    });

    it('answers an unknown, malformed or deleted survey\'s token 404 with the same page (it shows its own not-found text)', async () => {
      const deleted = await tokenOf('respond-page-deleted', 'en');
      expect((await app.request(`/r/${deleted}`)).status).toBe(200);
      await database.db.delete(surveys).where(eq(surveys.id, 'respond-page-deleted'));
      for (const token of [deleted, 'unknown-token', 'x'.repeat(65), '%3Cscript%3E']) {
        const response = await app.request(`/r/${token}`);
        expect(response.status).toBe(404);
        expect(response.headers.get('cache-control')).toBe('no-store');
        expect(await response.text()).toBe(PARTICIPATION_PAGE);
      }
    });

    it('leaves the staff app to every other path', async () => {
      expect(await (await app.request('/surveys')).text()).toBe(SPA_PAGE);
    });
  });
});
