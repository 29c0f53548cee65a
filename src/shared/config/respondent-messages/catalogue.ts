import { en } from './en';
import { fr } from './fr';
import { es } from './es';
import { nl } from './nl';
import { ptBR } from './pt-BR';
import { esMX } from './es-MX';
import { sv } from './sv';
import { de } from './de';
import { ru } from './ru';
import { bs } from './bs';
import { hr } from './hr';
import { sr } from './sr';
import { bg } from './bg';
import { cs } from './cs';
import { da } from './da';
import { et } from './et';
import { fi } from './fi';
import { el } from './el';
import { hu } from './hu';
import { it } from './it';
import { lv } from './lv';
import { lt } from './lt';
import { ro } from './ro';
import { no } from './no';
import { pl } from './pl';
import { pt } from './pt';
import { sk } from './sk';
import { sl } from './sl';
import { uk } from './uk';
import { ms } from './ms';
import { zhCN } from './zh-CN';
import { zhTW } from './zh-TW';
import { hi } from './hi';
import { id } from './id';
import { ja } from './ja';
import { kk } from './kk';
import { ko } from './ko';
import { th } from './th';
import { vi } from './vi';
import { ar } from './ar';
import { az } from './az';
import { tr } from './tr';
import { he } from './he';
import type { RespondentMessages } from './types';

/**
 * Every language with its own catalogue, keyed by BCP 47 tag: the languages of config/geography.json (the unit test
 * fails when a language there has none). The server writes assistant lines from these; the participation page loads
 * only its own through load.ts, which lists the same tags.
 */
const catalogues: Record<string, RespondentMessages> = {
  en,
  fr,
  es,
  nl,
  'pt-BR': ptBR,
  'es-MX': esMX,
  sv,
  de,
  ru,
  bs,
  hr,
  sr,
  bg,
  cs,
  da,
  et,
  fi,
  el,
  hu,
  it,
  lv,
  lt,
  ro,
  no,
  pl,
  pt,
  sk,
  sl,
  uk,
  ms,
  'zh-CN': zhCN,
  'zh-TW': zhTW,
  hi,
  id,
  ja,
  kk,
  ko,
  th,
  vi,
  ar,
  az,
  tr,
  he,
};

export const RESPONDENT_LANGUAGES: readonly string[] = Object.keys(catalogues);

/** The catalogue of `language` (BCP 47): the exact tag, else its base language ('es-AR' -> 'es'), else English. */
export function respondentMessagesFor(language: string): RespondentMessages {
  const base = language.split('-')[0] ?? language;
  return catalogues[language] ?? catalogues[base] ?? en;
}
