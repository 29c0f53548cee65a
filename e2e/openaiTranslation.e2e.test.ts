import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { listenOnLoopback, type LoopbackServer } from '../server/testing/loopbackServer.ts';
import { type ChatCompletionsBody, completion } from '../server/testing/translationServers.ts';
import { appRoutes } from '../src/shared/config/routes.ts';
import { apiAs, signInAt, type StartedProduct, startProduct } from './support/startedProduct.ts';

const title = 'Store visit survey, translated by a model';
const questions = ['How satisfied are you with your visit today?', 'What could we do better next time?'];

/** What the test model knows: each source text in Mexican Spanish and Brazilian Portuguese. */
const dictionary: Record<string, Record<string, string>> = {
  'Spanish (Mexico)': {
    [title]: 'Encuesta de visita a la tienda, traducida por un modelo',
    [questions[0] ?? '']: '¿Qué tan satisfecho está con su visita de hoy?',
    [questions[1] ?? '']: '¿Qué podríamos hacer mejor la próxima vez?',
  },
  'Portuguese (Brazil)': {
    [title]: 'Pesquisa de visita à loja, traduzida por um modelo',
    [questions[0] ?? '']: 'Quão satisfeito você está com sua visita de hoje?',
    [questions[1] ?? '']: 'O que poderíamos fazer melhor da próxima vez?',
  },
};

/**
 * An OpenAI-compatible chat-completions endpoint on 127.0.0.1, as `TRANSLATION_PROVIDER=openai` calls it: it reads the
 * target language from the system prompt and the texts from the user message's JSON array, and answers each text from
 * the dictionary after a pause long enough for the overlay to show the work.
 */
async function startTestModel(requests: string[]): Promise<LoopbackServer> {
  return listenOnLoopback(async (request) => {
    const body = (await request.json()) as ChatCompletionsBody;
    const system = body.messages.find((message) => message.role === 'system')?.content ?? '';
    const target = Object.keys(dictionary).find((language) => system.includes(`to ${language}.`));
    const texts = JSON.parse(body.messages.find((message) => message.role === 'user')?.content ?? '[]') as string[];
    requests.push(`${target ?? 'unknown'}: ${texts.length}`);
    if (!target) return Response.json({ error: { message: 'unknown language', type: 'invalid_request_error' } }, { status: 400 });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    return completion(JSON.stringify({ translations: texts.map((text) => dictionary[target]?.[text] ?? text) }));
  });
}

// The create flow on the started product with an OpenAI-compatible model as the translation provider: the overlay
// counts the survey's real items per language, and the links give Mexico and Brazil their own languages.
describe('a survey translated by an OpenAI-compatible model on the started product (Chromium)', () => {
  let model: LoopbackServer;
  let product: StartedProduct;
  const requests: string[] = [];

  beforeAll(async () => {
    model = await startTestModel(requests);
    product = await startProduct('openai-translation', {
      TRANSLATION_PROVIDER: 'openai',
      OPENAI_BASE_URL: `${model.origin}/v1`,
      OPENAI_MODEL: 'translator-test',
      OPENAI_API_KEY: 'sk-e2e',
    });
  });

  afterAll(async () => {
    await product.stop();
    await model.close();
  });

  it('creates a survey for Mexico and Brazil: the overlay counts three items per language, the links are in es-MX and pt-BR', async () => {
    const context = await product.browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    try {
      await signInAt(page, product.origin, appRoutes.createSurvey, 'latam.manager', 'Create Survey');
      const welcome = page.getByRole('dialog', { name: 'Welcome to Create Survey' });
      await welcome.getByRole('button', { name: 'Skip Tour' }).click();
      await welcome.waitFor({ state: 'detached' });

      await page.getByRole('textbox', { name: 'Title' }).fill(title);
      const inDays = (days: number) => {
        const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
        return `${String(date.getMonth() + 1).padStart(2, '0')}${String(date.getDate()).padStart(2, '0')}${date.getFullYear()}`;
      };
      await page.getByRole('group', { name: 'Start date' }).getByRole('spinbutton').first().click();
      await page.keyboard.type(inDays(30));
      await page.getByRole('group', { name: 'End date' }).getByRole('spinbutton').first().click();
      await page.keyboard.type(inDays(60));

      await page.getByRole('button', { name: 'Refine countries' }).click();
      const refine = page.getByRole('dialog', { name: 'Refine Target Countries' });
      // react-aria's checkbox input is visually hidden under its drawn box: it is toggled as a keyboard user does.
      await refine.getByRole('checkbox', { name: 'All' }).focus();
      await page.keyboard.press('Space');
      for (const country of ['Mexico', 'Brazil']) {
        await refine.getByRole('searchbox').fill(country);
        await refine.getByRole('checkbox', { name: country, exact: true }).focus();
        await page.keyboard.press('Space');
      }
      await page.keyboard.press('Escape');
      await refine.waitFor({ state: 'detached' });

      await page.getByRole('textbox', { name: 'Question 1' }).fill(questions[0] ?? '');
      await page.getByRole('button', { name: 'Add Question' }).click();
      await page.getByRole('textbox', { name: 'Question 2' }).fill(questions[1] ?? '');
      await page.getByRole('button', { name: 'Create Survey' }).click();
      await page.getByRole('dialog', { name: 'Review Your Survey' }).getByRole('button', { name: 'Yes, Create Survey' }).click();

      // The overlay counts the survey's own items (the title and two questions) for each language the model translates.
      const overlay = page.getByRole('dialog', { name: 'Translating Survey' });
      await overlay.waitFor();
      const languages = overlay.getByRole('list', { name: 'Languages' }).getByRole('listitem');
      await expect.poll(() => languages.count()).toBe(2);
      await overlay.getByText('All languages translated').waitFor();
      expect(await languages.allInnerTexts()).toEqual([expect.stringContaining('3/3 items translated'), expect.stringContaining('3/3 items translated')]);

      const info = page.getByRole('dialog', { name: 'Survey Information' });
      await info.getByText('Translation completed').waitFor();
      expect(await page.getByRole('alert').filter({ hasText: /error|fail/i }).count()).toBe(0);

      // The links, as the API reads them back: each country's links give its own language, translated by the model.
      const listed = (await (await apiAs(page, product.origin, '/api/surveys')).json()) as { id: string; title: string }[];
      const created = listed.find((survey) => survey.title === title);
      expect(created, `the survey list holds "${title}"`).toBeDefined();
      const detail = (await (await apiAs(page, product.origin, `/api/surveys/${created?.id ?? ''}`)).json()) as {
        links: { country_code: string; effective_language: string; url: string }[];
      };
      expect(Object.fromEntries(detail.links.map((link) => [link.country_code, link.effective_language]))).toEqual({ MX: 'es-MX', BR: 'pt-BR' });

      // A respondent following each link is greeted with the model's title in that country's language.
      const respondent = await context.newPage();
      for (const link of detail.links) {
        const expected = dictionary[link.country_code === 'MX' ? 'Spanish (Mexico)' : 'Portuguese (Brazil)']?.[title] ?? '';
        await respondent.goto(link.url);
        await respondent.getByRole('heading', { name: expected }).waitFor();
      }
      // Every text went to the model once per language (none was sent twice).
      expect(requests.filter((line) => !line.startsWith('unknown')).reduce((sum, line) => sum + Number(line.split(': ')[1]), 0)).toBe(6);
    } finally {
      await context.close();
    }
  }, 180_000);
});
