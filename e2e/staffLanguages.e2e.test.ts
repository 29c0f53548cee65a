import { readFileSync } from 'node:fs';

import PO from 'pofile';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { appRoutes } from '../src/shared/config/routes.ts';
import { LOCALE_ENDONYMS } from '../src/shared/i18n/locales.ts';
import { signInAt, useSharedProduct } from './support/startedProduct.ts';

type Locale = 'es-MX' | 'ko';

/** A catalogue's messages: English source text → this language's text. */
function catalogue(locale: Locale): Map<string, string> {
  const po = PO.parse(readFileSync(`src/shared/i18n/locales/${locale}.po`, 'utf8'));
  return new Map(po.items.filter((item) => !item.obsolete && item.msgstr[0]).map((item) => [item.msgid, item.msgstr[0] ?? '']));
}

/**
 * What would betray an English text left on the page: every English message of the app whose translation differs, as a
 * whole-text pattern (a placeholder matches any text: 'Delete {title}' finds 'Delete Store pulse').
 */
function englishPatterns(translations: Map<string, string>): { message: string; pattern: RegExp }[] {
  const escape = (text: string) => text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return [...translations]
    .filter(([english, translated]) => {
      const words = english.replaceAll(/\{[^}]+\}|<\/?\d+\/?>/g, '');
      return english !== translated && /[A-Za-z]{3}/.test(words) && !english.includes(', plural,') && !english.includes(', select,');
    })
    .map(([english]) => ({
      message: english,
      pattern: new RegExp(`^${english.split(/\{[^}]+\}|<\/?\d+\/?>/).map(escape).join('.+?')}$`, 's'),
    }));
}

/** The page's visible texts: each element's own text, and the accessible names given by aria-label. */
async function visibleTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts = new Set<string>();
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
    };
    for (const element of document.querySelectorAll('body *')) {
      if (!visible(element) || element.closest('[aria-hidden="true"]')) continue;
      const own = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent ?? '')
        .join('')
        .replaceAll(/\s+/g, ' ')
        .trim();
      if (own) texts.add(own);
      const label = element.getAttribute('aria-label') ?? element.getAttribute('placeholder') ?? element.getAttribute('title');
      if (label) texts.add(label.trim());
    }
    return [...texts];
  });
}

/** Product names, the same in every language. */
const PRODUCT_NAMES = new Set(['Survey Platform']);

const ENGLISH_DATE = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}\b/;
const LOCALE_DATE: Record<Locale, RegExp> = {
  'es-MX': /\b\d{1,2} (ene|feb|mar|abr|may|jun|jul|ago|sept?|oct|nov|dic)\.? \d{4}\b/,
  ko: /\d{4}년 \d{1,2}월 \d{1,2}일/,
};

// Issue 27's done-when: the staff app switched to Spanish and to Korean in Settings, walked screen by screen on the
// product as `npm start` runs it, shows no English text of its own (data such as survey titles excepted) and dates
// written the way that language writes them.
describe('the staff app in Spanish and Korean on the started product (Chromium)', () => {
  const product = useSharedProduct();

  for (const locale of ['es-MX', 'ko'] as const) {
    it(`${locale}: Settings switches the language at once, and every screen reads in it`, async () => {
      const translations = catalogue(locale);
      const say = (english: string) => translations.get(english) ?? english;
      const patterns = englishPatterns(translations);
      const context = await product.browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      const leftovers: string[] = [];
      // A screen shows no error alert, except the form's own field messages when it is sent empty.
      const checkScreen = async (screen: string, { fieldMessages = false } = {}) => {
        for (const text of await visibleTexts(page)) {
          if (PRODUCT_NAMES.has(text)) continue;
          const english = patterns.find(({ pattern }) => pattern.test(text));
          if (english) leftovers.push(`${screen}: "${text}" (the English message "${english.message}")`);
          if (ENGLISH_DATE.test(text)) leftovers.push(`${screen}: an English date in "${text}"`);
        }
        if (!fieldMessages) expect(await page.getByRole('alert').filter({ hasText: /\S/ }).count(), `${screen} shows an error`).toBe(0);
      };
      try {
        await signInAt(page, product.origin, appRoutes.settings, 'admin', 'Settings');
        await page.getByRole('button', { name: /Language of this app/ }).click();
        await page.getByRole('option', { name: LOCALE_ENDONYMS[locale] }).click();
        await page.getByRole('heading', { level: 1, name: say('Settings') }).waitFor();
        expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
        await checkScreen('Settings');

        await page.goto(`${product.origin}${appRoutes.dashboard}`);
        await page.getByRole('heading', { level: 1, name: say('Dashboard') }).waitFor();
        await page.getByRole('region', { name: say('Recent Activity') }).waitFor();
        await page.waitForLoadState('networkidle');
        await checkScreen('Dashboard');

        await page.goto(`${product.origin}${appRoutes.surveys}`);
        await page.getByRole('heading', { level: 1, name: say('Survey Management') }).waitFor();
        const rows = page.getByRole('grid').locator('tbody [role="rowheader"]');
        await expect.poll(() => rows.count()).toBeGreaterThan(1);
        const tableText = await page.getByRole('grid').innerText();
        expect(tableText, 'the survey table writes its dates in the chosen language').toMatch(LOCALE_DATE[locale]);
        await checkScreen('Survey Management');

        await page.goto(`${product.origin}${appRoutes.rawData}`);
        await page.getByRole('heading', { level: 1, name: say('Raw Response Data') }).waitFor();
        await page.waitForLoadState('networkidle');
        await checkScreen('Raw Data');

        await page.goto(`${product.origin}${appRoutes.reports}`);
        await page.getByRole('heading', { level: 1, name: say('Survey Reports') }).waitFor();
        await page.waitForLoadState('networkidle');
        await checkScreen('Reports');

        await page.goto(`${product.origin}${appRoutes.createSurvey}`);
        await page.getByRole('heading', { level: 1, name: say('Create Survey') }).waitFor();
        // The guided tour opens on a first visit: its texts are checked too, then it is closed.
        const tour = page.getByRole('dialog');
        await tour.waitFor();
        await checkScreen('Create Survey (tour)');
        await page.keyboard.press('Escape');
        await tour.waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: say('Create Survey'), exact: true }).click();
        await page.getByText(say('Please select at least one target country.')).first().waitFor();
        await checkScreen('Create Survey (validation)', { fieldMessages: true });
      } finally {
        await context.close();
      }
      expect(leftovers, leftovers.join('\n')).toEqual([]);
    });
  }
});

/**
 * Where text does not fit: the page wider than the window, or an element that hides what overflows it without saying
 * so (an ellipsis is a deliberate cut, and a scrolling region shows the rest).
 */
async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > window.innerWidth + 1) found.push(`the page is ${String(root.scrollWidth)} px wide in a ${String(window.innerWidth)} px window`);
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      const hides = ['hidden', 'clip'].includes(style.overflowX) || ['hidden', 'clip'].includes(style.overflowY);
      if (!hides || style.textOverflow === 'ellipsis' || !element.textContent.trim()) continue;
      // Visually hidden on purpose (a native select behind a React Aria one, a screen reader's text): a 1 px box.
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const overflowsX = element.scrollWidth > element.clientWidth + 1;
      const overflowsY = element.scrollHeight > element.clientHeight + 1;
      if (overflowsX || overflowsY) found.push(`${element.tagName.toLowerCase()} "${element.textContent.trim().slice(0, 60)}" overflows its box`);
    }
    return found;
  });
}

// Issue 27, item 3: in the pseudo-locale (every text accented and 40% longer) no screen is cut off at a desktop's or a
// phone's width.
describe('the staff app in the pseudo-locale at 1280 and 390 px (Chromium)', () => {
  const product = useSharedProduct();

  for (const width of [1280, 390]) {
    it(`${String(width)} px: no screen clips its text`, async () => {
      const context = await product.browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      const problems: string[] = [];
      try {
        await signInAt(page, product.origin, appRoutes.settings, 'admin', 'Settings');
        await page.evaluate(() => {
          localStorage.setItem('survey-platform.locale', 'en-XA');
        });
        for (const route of [appRoutes.dashboard, appRoutes.createSurvey, appRoutes.surveys, appRoutes.rawData, appRoutes.reports, appRoutes.settings]) {
          await page.goto(`${product.origin}${route}`);
          await page.getByRole('heading', { level: 1 }).waitFor();
          await page.waitForLoadState('networkidle');
          expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-XA');
          problems.push(...(await clippedTexts(page)).map((problem) => `${route}: ${problem}`));
        }
      } finally {
        await context.close();
      }
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});
