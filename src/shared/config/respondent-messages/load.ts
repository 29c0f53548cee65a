import type { RespondentMessages } from './types';

/**
 * One dynamic import per language, so the participation page downloads only its own (the bundler makes a chunk per
 * language). The same tags as catalogue.ts.
 */
const loaders: Record<string, () => Promise<RespondentMessages>> = {
  en: () => import('./en').then((module) => module.en),
  fr: () => import('./fr').then((module) => module.fr),
  es: () => import('./es').then((module) => module.es),
  nl: () => import('./nl').then((module) => module.nl),
  'pt-BR': () => import('./pt-BR').then((module) => module.ptBR),
  'es-MX': () => import('./es-MX').then((module) => module.esMX),
  sv: () => import('./sv').then((module) => module.sv),
  de: () => import('./de').then((module) => module.de),
  ru: () => import('./ru').then((module) => module.ru),
  bs: () => import('./bs').then((module) => module.bs),
  hr: () => import('./hr').then((module) => module.hr),
  sr: () => import('./sr').then((module) => module.sr),
  bg: () => import('./bg').then((module) => module.bg),
  cs: () => import('./cs').then((module) => module.cs),
  da: () => import('./da').then((module) => module.da),
  et: () => import('./et').then((module) => module.et),
  fi: () => import('./fi').then((module) => module.fi),
  el: () => import('./el').then((module) => module.el),
  hu: () => import('./hu').then((module) => module.hu),
  it: () => import('./it').then((module) => module.it),
  lv: () => import('./lv').then((module) => module.lv),
  lt: () => import('./lt').then((module) => module.lt),
  ro: () => import('./ro').then((module) => module.ro),
  no: () => import('./no').then((module) => module.no),
  pl: () => import('./pl').then((module) => module.pl),
  pt: () => import('./pt').then((module) => module.pt),
  sk: () => import('./sk').then((module) => module.sk),
  sl: () => import('./sl').then((module) => module.sl),
  uk: () => import('./uk').then((module) => module.uk),
  ms: () => import('./ms').then((module) => module.ms),
  'zh-CN': () => import('./zh-CN').then((module) => module.zhCN),
  'zh-TW': () => import('./zh-TW').then((module) => module.zhTW),
  hi: () => import('./hi').then((module) => module.hi),
  id: () => import('./id').then((module) => module.id),
  ja: () => import('./ja').then((module) => module.ja),
  kk: () => import('./kk').then((module) => module.kk),
  ko: () => import('./ko').then((module) => module.ko),
  th: () => import('./th').then((module) => module.th),
  vi: () => import('./vi').then((module) => module.vi),
  ar: () => import('./ar').then((module) => module.ar),
  az: () => import('./az').then((module) => module.az),
  tr: () => import('./tr').then((module) => module.tr),
  he: () => import('./he').then((module) => module.he),
};

/** The catalogue of `language`, loaded on demand: the exact tag, else its base language, else English. */
export function loadRespondentMessages(language: string): Promise<RespondentMessages> {
  const base = language.split('-')[0] ?? language;
  const load = loaders[language] ?? loaders[base] ?? loaders.en;
  if (!load) throw new Error('The English respondent catalogue is missing');
  return load();
}
