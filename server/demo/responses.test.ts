import { fileURLToPath } from 'node:url';

import { beforeAll, describe, expect, it } from 'vitest';

import { readGeographyConfig, type GeographyConfig } from '../modules/geography/index.ts';
import { type DemoSurvey, demoSurveys } from './surveys.ts';
import { assistantLines, lineLanguages, sentiments, surveyLines } from './conversationLines.ts';
import { closestLanguage, type DemoLink, planDemoResponses, questionInLanguage } from './responses.ts';
import { hashString, seededRandom } from './random.ts';

const configPath = fileURLToPath(new URL('../../config/geography.json', import.meta.url));
let config: GeographyConfig;
beforeAll(async () => {
  config = await readGeographyConfig(configPath);
});

function demoSurvey(id: string): DemoSurvey {
  const survey = demoSurveys.find((candidate) => candidate.id === id);
  if (!survey) throw new Error(`no demo survey ${id}`);
  return survey;
}

function linesOf(id: string) {
  const lines = surveyLines[id];
  if (!lines) throw new Error(`no lines for ${id}`);
  return lines;
}

/** Links as the demo seed lays them out: every language of each country x channel; ids made up. */
function linksFor(survey: DemoSurvey): DemoLink[] {
  const links: DemoLink[] = [];
  for (const name of survey.countries) {
    const country = config.regions.flatMap((region) => region.countries).find((candidate) => candidate.name === name);
    if (!country) throw new Error(`no country ${name}`);
    const languages = country.languages.length > 0 ? country.languages : ['en'];
    for (const languageCode of languages) {
      for (let channel = 1; channel <= survey.channels; channel += 1) {
        const id = links.length + 1;
        links.push({ id, countryId: 100 + id, countryName: name, countryCode: country.code, languageCode, channel: String(channel) });
      }
    }
  }
  return links;
}

const NOW = new Date('2026-06-18T03:00:00.000Z');
const DAY_MS = 24 * 60 * 60 * 1000;
const openSchedule = { start: new Date(NOW.getTime() - 7 * DAY_MS), end: new Date(NOW.getTime() + 20 * DAY_MS), timeZone: 'America/Mexico_City' };

describe('the scripted lines', () => {
  it('answer every text question of every demo survey, in each of its countries’ languages, in every sentiment', () => {
    for (const survey of demoSurveys) {
      const lines = linesOf(survey.id);
      const countryLanguages = config.regions
        .flatMap((region) => region.countries)
        .filter((country) => survey.countries.includes(country.name))
        .flatMap((country) => country.languages);
      survey.questions.forEach((asked, index) => {
        // A scored question is answered with a number (scoredResponses.ts).
        if (asked.type) return;
        const question = lines.questions[`q${index + 1}`];
        expect(question, `${survey.id} q${index + 1}`).toBeDefined();
        const banks = Object.entries(question?.answers ?? {});
        expect(banks.length).toBeGreaterThan(0);
        for (const [language, bank] of banks) {
          for (const sentiment of sentiments) {
            expect(bank[sentiment].length, `${survey.id} q${index + 1} ${language} ${sentiment}`).toBeGreaterThan(0);
          }
        }
        for (const languageCode of countryLanguages) {
          // The bank used is in the respondent's own language, never a neighbour's.
          const used = closestLanguage(Object.keys(question?.answers ?? {}), languageCode);
          expect(used?.split('-')[0], `${survey.id} q${index + 1} ${languageCode}`).toBe(languageCode.split('-')[0]);
        }
      });
      expect(Object.keys(lines.questions)).toHaveLength(survey.questions.filter((question) => !question.type).length);
    }
  });

  it('greet with the topic and the number of questions, in every language', () => {
    for (const language of lineLanguages) {
      for (const greeting of assistantLines[language].greetings) {
        expect(greeting).toContain('{topic}');
        expect(greeting).toContain('{count}');
      }
      expect(assistantLines[language].numbers.length).toBeGreaterThan(Math.max(...demoSurveys.map((survey) => survey.questions.length)));
    }
  });
});

describe('closestLanguage and questionInLanguage', () => {
  it('prefer the same language, then the same language elsewhere, then English', () => {
    expect(closestLanguage(['en', 'es', 'es-MX'], 'es-MX')).toBe('es-MX');
    expect(closestLanguage(['en', 'es-MX'], 'es')).toBe('es-MX');
    expect(closestLanguage(['pt-BR', 'en'], 'fr')).toBe('en');
    expect(closestLanguage(['pt-BR'], 'fr')).toBe('pt-BR');
    expect(closestLanguage(['en', 'es-MX', 'es'], 'es-AR')).toBe('es');
    expect(closestLanguage<string>([], 'fr')).toBeUndefined();
  });

  it('ask in the translation of the link language, or in the English source', () => {
    const question = demoSurvey('demo-br-home-delivery').questions[0];
    if (!question) throw new Error('no question');
    expect(questionInLanguage(question, 'pt-BR')).toBe('Seu pedido chegou dentro do prazo de entrega prometido?');
    expect(questionInLanguage(question, 'es-AR')).toBe('¿Su pedido llegó dentro del horario de entrega prometido?');
    expect(questionInLanguage(question, 'en')).toBe(question.text);
    expect(questionInLanguage(question, 'fr')).toBe(question.text);
  });
});

describe('planDemoResponses', () => {
  const survey = demoSurvey('demo-ca-customer-service');
  let input: Parameters<typeof planDemoResponses>[0];
  beforeAll(() => {
    input = { survey, lines: linesOf(survey.id), schedule: openSchedule, links: linksFor(survey), now: NOW };
  });

  it('plans the same submissions for the same input', () => {
    expect(planDemoResponses(input)).toEqual(planDemoResponses(input));
  });

  it('numbers submissions in the order they started and keeps Belize below the report minimum', () => {
    const planned = planDemoResponses(input);
    expect(planned.map((submission) => submission.id)).toEqual(planned.map((_, index) => `${survey.id}-s${String(index + 1).padStart(4, '0')}`));
    const starts = planned.map((submission) => submission.startedAt.getTime());
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(planned.filter((submission) => submission.countryName === 'Belize')).toHaveLength(3);
    expect(new Set(planned.map((submission) => submission.countryName)).size).toBe(survey.countries.length);
  });

  it('records every answer with the sentiment it was written with, one per answered question', () => {
    for (const submission of planDemoResponses(input)) {
      const written = submission.messages.filter((message) => message.role === 'respondent').map((message) => message.content);
      expect(submission.answers.map((answer) => answer.content)).toEqual(written);
      expect(submission.answers.map((answer) => answer.questionId)).toEqual(written.map((_, index) => `q${index + 1}`));
      for (const answer of submission.answers) expect(sentiments).toContain(answer.sentiment);
    }
  });

  it('plans nothing before the survey opens, and nothing for a survey without links', () => {
    const upcoming = { start: new Date(NOW.getTime() + DAY_MS), end: new Date(NOW.getTime() + 9 * DAY_MS), timeZone: 'America/Mexico_City' };
    expect(planDemoResponses({ ...input, schedule: upcoming })).toEqual([]);
    expect(planDemoResponses({ ...input, links: [] })).toEqual([]);
  });
});

describe('seededRandom', () => {
  it('repeats its sequence for a seed and differs between seeds', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draw(hashString('demo-a'))).toEqual(draw(hashString('demo-a')));
    expect(draw(hashString('demo-a'))).not.toEqual(draw(hashString('demo-b')));
    for (const value of draw(7)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });

  it('draws integers in range, weighted picks by weight, and shuffles without losing anything', () => {
    const random = seededRandom(42);
    const integers = Array.from({ length: 500 }, () => random.integer(3, 5));
    expect(new Set(integers)).toEqual(new Set([3, 4, 5]));
    const picks = Array.from({ length: 1000 }, () => random.pickWeighted(['rare', 'common'], (item) => (item === 'rare' ? 1 : 9)));
    const rare = picks.filter((pick) => pick === 'rare').length;
    expect(rare).toBeGreaterThan(50);
    expect(rare).toBeLessThan(150);
    expect(random.shuffled([1, 2, 3, 4, 5]).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(() => random.pick([])).toThrow();
  });
});
