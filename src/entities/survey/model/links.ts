import type { CreatedSurveyLink, CreateSurveyResponse, SurveyDetail, SurveyDetailLink } from '@/shared/api';
import { i18n } from '@/shared/i18n';
import { channelLabel, channelNumber } from '@/shared/lib/channel';
import { countryName, languageName } from '@/shared/lib/language';

/** One participation link as every screen shows it, whichever answer it came from. */
export interface SurveyLink {
  /** Country code (or name, when the server sends one). */
  country: string;
  /** The language the link was generated for. */
  language: string;
  /** The language the respondent actually gets; differs from `language` when translation fell back. */
  effectiveLanguage: string;
  /** The channel as the server sent it: its number ('1'), or 'Channel 1' from an older server; show it with `channelLabel`. */
  channel?: string;
  url: string;
}

/** By channel number; a link without one comes after the numbered ones. */
function compareChannels(a: SurveyLink, b: SurveyLink): number {
  const first = channelNumber(a.channel) ?? Number.POSITIVE_INFINITY;
  const second = channelNumber(b.channel) ?? Number.POSITIVE_INFINITY;
  return first === second ? 0 : first < second ? -1 : 1;
}

/**
 * Country, then language, then channel as a number ('2' before '10'; the server orders channels as text). Equal links
 * keep their order.
 */
function inListOrder(links: SurveyLink[]): SurveyLink[] {
  return links.sort(
    (a, b) => a.country.localeCompare(b.country, 'en') || a.language.localeCompare(b.language, 'en') || compareChannels(a, b),
  );
}

function fromDetailLink(link: SurveyDetailLink): SurveyLink {
  return {
    country: link.country_code,
    language: link.language_code,
    effectiveLanguage: link.effective_language || link.language_code,
    ...(link.channel ? { channel: link.channel } : {}),
    url: link.url,
  };
}

/** A survey's links in list order: `links`, or `generated_links` (older servers) when `links` is empty or missing. */
export function linksOfSurveyDetail(detail: Pick<SurveyDetail, 'links' | 'generated_links'>): SurveyLink[] {
  const links = detail.links?.length ? detail.links : (detail.generated_links ?? []);
  return inListOrder(links.map(fromDetailLink));
}

function fromCreatedLink(link: CreatedSurveyLink): SurveyLink | null {
  const url = link.link || link.url;
  if (!url) return null;
  const language = link.language ?? link.language_code ?? '';
  return {
    country: link.country ?? link.country_code ?? '',
    language,
    effectiveLanguage: link.effective_language || language,
    ...(link.channel ? { channel: link.channel } : {}),
    url,
  };
}

/**
 * The links of a create answer in list order. It spells its fields either way (country or country_code, language or
 * language_code, link or url). A link without any address is dropped: there is nothing to open or copy.
 */
export function linksOfCreateResponse(response: Pick<CreateSurveyResponse, 'links'>): SurveyLink[] {
  return inListOrder(response.links.map(fromCreatedLink).filter((link): link is SurveyLink => link !== null));
}

/** True when the respondent gets another language than the link was made for (the translation fell back). */
export function hasLanguageFallback(link: SurveyLink): boolean {
  return link.effectiveLanguage.toLowerCase() !== link.language.toLowerCase();
}

/**
 * The text 'Copy All Links' puts on the clipboard (spec section 2, Survey Information dialog): one line per link,
 * lines joined with '\n', each exactly
 *   `{country} - {language} ({effective language})[ - Channel {channel}] - {url}`
 * e.g. 'CA - fr (en) - Channel 1 - {PUBLIC_URL}/r/k3j9x2'. The effective language is always written,
 * even when it equals the language, so every line has the same shape; the channel part only when the link has one,
 * labelled by `channelLabel` (a legacy 'Channel 1' stays 'Channel 1'). Names are in `locale`, the app's language unless
 * given.
 */
export function linksAsText(links: readonly SurveyLink[], locale: string = i18n.locale): string {
  return links
    .map((link) => {
      const channel = link.channel ? ` - ${channelLabel(link.channel)}` : '';
      // Spec section 2: 'country - language (effective language)', in the names staff read on screen, not codes.
      return `${countryName(link.country, locale)} - ${languageName(link.language, locale)} (${languageName(link.effectiveLanguage, locale)})${channel} - ${link.url}`;
    })
    .join('\n');
}
