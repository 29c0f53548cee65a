import { describe, expect, it } from 'vitest';

import type { CreatedSurveyLink, SurveyDetail } from '@/shared/api';

import { hasLanguageFallback, linksAsText, linksOfCreateResponse, linksOfSurveyDetail, type SurveyLink } from './links';

const mx = { country_code: 'MX', language_code: 'es-MX', channel: '1', url: 'https://surveys.example.test/r/mx1' };
const caFr = { country_code: 'CA', language_code: 'fr', channel: '2', url: 'https://surveys.example.test/r/cafr2', effective_language: 'en' };

describe('linksOfSurveyDetail', () => {
  it.each<[string, Pick<SurveyDetail, 'links' | 'generated_links'>, SurveyLink[]]>([
    [
      'links when present, in country order',
      { links: [mx, caFr], generated_links: [{ ...mx, url: 'ignored' }] },
      [
        { country: 'CA', language: 'fr', effectiveLanguage: 'en', channel: '2', url: caFr.url },
        { country: 'MX', language: 'es-MX', effectiveLanguage: 'es-MX', channel: '1', url: mx.url },
      ],
    ],
    [
      'generated_links when links is empty',
      { links: [], generated_links: [mx] },
      [{ country: 'MX', language: 'es-MX', effectiveLanguage: 'es-MX', channel: '1', url: mx.url }],
    ],
    [
      'generated_links when links is missing',
      { links: null, generated_links: [{ ...mx, channel: null }] },
      [{ country: 'MX', language: 'es-MX', effectiveLanguage: 'es-MX', url: mx.url }],
    ],
    ['nothing when both are missing', {}, []],
    ['nothing when both are empty', { links: [], generated_links: [] }, []],
    [
      'an empty effective language means the link language',
      { links: [{ ...mx, effective_language: '' }] },
      [{ country: 'MX', language: 'es-MX', effectiveLanguage: 'es-MX', channel: '1', url: mx.url }],
    ],
  ])('reads %s', (_case, detail, expected) => {
    expect(linksOfSurveyDetail(detail)).toEqual(expected);
  });
});

describe('the order of a link list', () => {
  const link = (country: string, language: string, channel: string | null) => ({
    country_code: country,
    language_code: language,
    channel,
    url: `https://surveys.example.test/r/${country}${language}${channel ?? 'none'}`,
  });
  const order = (links: SurveyLink[]) => links.map((item) => `${item.country} ${item.language} ${item.channel ?? '-'}`);

  it('sorts channels as numbers: 2 before 10, as the server sends them ordered as text', () => {
    const serverOrder = ['1', '10', '11', '2', '3'].map((channel) => link('MX', 'es-MX', channel));
    expect(order(linksOfSurveyDetail({ links: serverOrder }))).toEqual(['MX es-MX 1', 'MX es-MX 2', 'MX es-MX 3', 'MX es-MX 10', 'MX es-MX 11']);
  });

  it('orders by country, then language, then channel; a legacy label sorts by its number, no channel last', () => {
    const links = [link('US', 'es', '1'), link('CA', 'fr', null), link('CA', 'fr', 'Channel 10'), link('CA', 'en', '2'), link('CA', 'fr', '9')];
    expect(order(linksOfSurveyDetail({ links }))).toEqual(['CA en 2', 'CA fr 9', 'CA fr Channel 10', 'CA fr -', 'US es 1']);
  });

  it('orders the links of a create answer the same way', () => {
    const links = ['10', '2', '1'].map((channel) => ({ country: 'Mexico', language: 'es-MX', channel, link: `https://x.test/r/${channel}` }));
    expect(linksOfCreateResponse({ links }).map((item) => item.channel)).toEqual(['1', '2', '10']);
  });
});

describe('linksOfCreateResponse', () => {
  it.each<[string, CreatedSurveyLink, SurveyLink | null]>([
    [
      'country / language / link',
      { country: 'Brazil', language: 'pt-BR', effective_language: 'pt-BR', link: 'https://x.test/r/1', channel: '1' },
      { country: 'Brazil', language: 'pt-BR', effectiveLanguage: 'pt-BR', channel: '1', url: 'https://x.test/r/1' },
    ],
    [
      'country_code / language_code / url',
      { country_code: 'CA', language_code: 'fr', effective_language: 'en', url: 'https://x.test/r/2' },
      { country: 'CA', language: 'fr', effectiveLanguage: 'en', url: 'https://x.test/r/2' },
    ],
    [
      'the short spelling first when both are sent',
      { country: 'Mexico', country_code: 'MX', language: 'es-MX', language_code: 'es', link: 'https://x.test/r/a', url: 'https://x.test/r/b' },
      { country: 'Mexico', language: 'es-MX', effectiveLanguage: 'es-MX', url: 'https://x.test/r/a' },
    ],
    [
      'no effective language: the link language',
      { country: 'Peru', language: 'es', link: 'https://x.test/r/3', channel: null },
      { country: 'Peru', language: 'es', effectiveLanguage: 'es', url: 'https://x.test/r/3' },
    ],
    ['a link without an address is dropped', { country: 'Peru', language: 'es' }, null],
  ])('reads %s', (_case, link, expected) => {
    expect(linksOfCreateResponse({ links: [link] })).toEqual(expected ? [expected] : []);
  });
});

describe('hasLanguageFallback', () => {
  const link = { country: 'CA', language: 'fr', effectiveLanguage: 'fr', url: 'u' };
  it.each<[string, string, boolean]>([
    ['fr', 'fr', false],
    ['fr', 'en', true],
    ['es-MX', 'es-mx', false],
    ['es-MX', 'es', true],
  ])('%s served as %s -> %s', (language, effectiveLanguage, expected) => {
    expect(hasLanguageFallback({ ...link, language, effectiveLanguage })).toBe(expected);
  });
});

describe('linksAsText', () => {
  const withChannel: SurveyLink = { country: 'CA', language: 'fr', effectiveLanguage: 'en', channel: '2', url: 'https://x.test/r/2' };
  const withoutChannel: SurveyLink = { country: 'MX', language: 'es-MX', effectiveLanguage: 'es-MX', url: 'https://x.test/r/1' };

  it.each<[string, SurveyLink[], string]>([
    ['no links', [], ''],
    ['a link with a channel, in names', [withChannel], 'Canada - French (English) - Channel 2 - https://x.test/r/2'],
    ['a link without a channel', [withoutChannel], 'Mexico - Spanish (Mexico) (Spanish (Mexico)) - https://x.test/r/1'],
    [
      "an older server's 'Channel 3', without doubling the prefix",
      [{ ...withChannel, channel: 'Channel 3' }],
      'Canada - French (English) - Channel 3 - https://x.test/r/2',
    ],
    [
      'one line per link, in order',
      [withoutChannel, withChannel],
      'Mexico - Spanish (Mexico) (Spanish (Mexico)) - https://x.test/r/1\nCanada - French (English) - Channel 2 - https://x.test/r/2',
    ],
    ['a country the server names', [{ ...withoutChannel, country: 'Mexico' }], 'Mexico - Spanish (Mexico) (Spanish (Mexico)) - https://x.test/r/1'],
  ])('%s', (_case, links, expected) => {
    expect(linksAsText(links)).toBe(expected);
  });
});
