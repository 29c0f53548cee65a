/**
 * The main themes of a set of answers: their most frequent meaningful words, counted per language. Function words come
 * from `stopword` (npm; maintained lists for 62 languages), which covers every language of config/geography.json but
 * Azerbaijani and Kazakh (counted without removal).
 */
import {
  ara,
  bul,
  ces,
  dan,
  deu,
  ell,
  eng,
  est,
  fin,
  fra,
  heb,
  hin,
  hrv,
  hun,
  ind,
  ita,
  jpn,
  kor,
  lav,
  lit,
  msa,
  nld,
  nob,
  pol,
  por,
  ron,
  rus,
  slk,
  slv,
  spa,
  swe,
  tha,
  tur,
  ukr,
  vie,
  zho,
} from 'stopword';

/** `stopword`'s lists by the ISO 639-1 codes our locales use. */
const PACKAGE_LISTS: Readonly<Record<string, readonly string[]>> = {
  ar: ara,
  bg: bul,
  // Bosnian and Serbian share Croatian's function words (Serbian in Latin letters; in Cyrillic nothing matches).
  bs: hrv,
  cs: ces,
  da: dan,
  de: deu,
  el: ell,
  en: eng,
  es: spa,
  et: est,
  fi: fin,
  fr: fra,
  he: heb,
  hi: hin,
  hr: hrv,
  hu: hun,
  id: ind,
  it: ita,
  ja: jpn,
  ko: kor,
  lt: lit,
  lv: lav,
  ms: msa,
  nb: nob,
  nl: nld,
  no: nob,
  pl: pol,
  pt: por,
  ro: ron,
  ru: rus,
  sk: slk,
  sl: slv,
  sr: hrv,
  sv: swe,
  th: tha,
  tr: tur,
  uk: ukr,
  vi: vie,
  zh: zho,
};

/**
 * The package's lists are written for documents; chat answers also lean on these (forms of 'to be' and 'to have',
 * intensifiers, conjunctions, yes and no, polite endings), which would otherwise top every question's themes.
 */
const CONVERSATIONAL_WORDS: Readonly<Record<string, string>> = {
  en: 'does just no not so will yes really went go',
  es: 'algo algunos aunque solo e ellas ellos era eres es esa esta estaba estamos estar este esto estoy fue fueron ha había han hay mucho nada ser si son tan tengo tiene todo yo bien',
  pt: 'alguns algumas era foi havia ser são tem tinha estou está estava estavam bem sim',
  fr: 'très bien oui',
  ja: 'さん とても です でし した ます まし',
  zh: '但是 非常 因为 所以 还是 没有 可以',
  ko: '너무 정말 아주 잘 안 못 좀 있어요 있습니다 없다 없어요 했다 했어요 합니다 해요 같아요 같습니다 저는 제가 나는 내가',
};

const stopWords = new Map(
  Object.entries(PACKAGE_LISTS).map(([language, words]) => [
    language,
    new Set([...words, ...(CONVERSATIONAL_WORDS[language]?.split(' ') ?? [])].map((word) => word.normalize('NFC').toLocaleLowerCase(language))),
  ]),
);

/** The language part of a code ('es-MX' -> 'es'), lower case: stop words and themes are per language, not per country. */
export function baseLanguage(code: string): string {
  return (code.split('-')[0] ?? code).toLowerCase();
}

/** One word segmenter per language, for the scripts that need its dictionaries (below). */
const segmenters = new Map<string, Intl.Segmenter>();

function wordSegmenter(language: string): Intl.Segmenter {
  let segmenter = segmenters.get(language);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(language, { granularity: 'word' });
    segmenters.set(language, segmenter);
  }
  return segmenter;
}

/** Scripts written without spaces between words: only ICU's dictionaries (Intl.Segmenter) find their words. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Thai}\p{Script=Lao}\p{Script=Khmer}\p{Script=Myanmar}]/u;
/** A word of a spaced script (Korean too): letters, marks and digits, with inner apostrophes kept as ICU keeps them. */
const SPACED_WORD = /[\p{L}\p{M}\p{N}]+(?:['\u2019][\p{L}\p{M}\p{N}]+)*/gu;

/** The words of a text; a regular expression where spaces part them, several times faster than the segmenter. */
function words(text: string, language: string): string[] {
  if (!UNSPACED_SCRIPT.test(text)) return text.match(SPACED_WORD) ?? [];
  return Array.from(wordSegmenter(language).segment(text)).flatMap(({ segment, isWordLike }) => (isWordLike ? [segment] : []));
}

const letters = new Intl.Segmenter('en', { granularity: 'grapheme' });
const DENSE_SCRIPT = /[\p{Script=Hangul}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Devanagari}]/u;
/** Marks, joiners and astral characters: only then is a letter more than one UTF-16 unit (Devanagari, Thai vowels). */
const MULTI_UNIT_LETTER = /[\p{M}\u200d\u{10000}-\u{10ffff}]/u;

/** Words shorter than this say little (articles, 'ok'); Hangul, Han, kana and Devanagari write a syllable a letter. */
function isTooShort(word: string): boolean {
  const count = MULTI_UNIT_LETTER.test(word) ? Array.from(letters.segment(word)).length : word.length;
  return count < (DENSE_SCRIPT.test(word) ? 2 : 3);
}

/**
 * Korean writes a noun and its particle as one word ('직원이', '직원은', '직원들도'): the particle and a plural '들' are
 * cut when at least two syllables stay, so these count as one theme ('직원'). Longest particles first.
 */
const KOREAN_PARTICLE = /^(\p{Script=Hangul}{2,}?)(?:들)?(?:에서는|에서|에게|한테|으로|까지|부터|처럼|보다|에는|에도|은|는|이|가|을|를|의|에|로|와|과|도|만)$/u;

/** French and Italian elide an article or pronoun into the next word ("l'accueil", "n'était"): the word is what follows. */
const ELIDED_PREFIX = /^.*['\u2019]/u;

function stem(word: string, language: string): string {
  if (language === 'ko') return KOREAN_PARTICLE.exec(word)?.[1] ?? word;
  if (language === 'fr' || language === 'it') return word.replace(ELIDED_PREFIX, '');
  return word;
}

/** The meaningful words of one answer, lower-cased, each once (an answer repeating a word counts it once). */
export function meaningfulTerms(text: string, languageCode: string): Set<string> {
  const language = baseLanguage(languageCode);
  const stop = stopWords.get(language);
  const terms = new Set<string>();
  for (const word of words(text.normalize('NFC').toLocaleLowerCase(language), language)) {
    if (stop?.has(word)) continue;
    const term = stem(word, language);
    if (isTooShort(term) || /^\p{N}+$/u.test(term) || stop?.has(term)) continue;
    terms.add(term);
  }
  return terms;
}

export interface Theme {
  term: string;
  /** How many answers use it. */
  answers: number;
}

/**
 * The `limit` terms used by the most answers, at least two (a word one person used is not a theme); ties by the term,
 * so the list is stable.
 */
export function topThemes(answers: readonly { content: string; languageCode: string }[], limit: number): Theme[] {
  return topThemesOfTerms(
    answers.map((answer) => meaningfulTerms(answer.content, answer.languageCode)),
    limit,
  );
}

/** topThemes of answers whose meaningful terms were found already (a report finds each answer's once for every scope). */
export function topThemesOfTerms(answerTerms: Iterable<ReadonlySet<string>>, limit: number): Theme[] {
  const counts = new Map<string, number>();
  for (const terms of answerTerms) {
    for (const term of terms) counts.set(term, (counts.get(term) ?? 0) + 1);
  }
  return rankThemes(counts, limit);
}

/** The `limit` themes of terms counted already (term -> answers using it), as topThemes ranks them. */
export function rankThemes(counts: ReadonlyMap<string, number>, limit: number): Theme[] {
  return [...counts]
    .filter(([, count]) => count >= 2)
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .slice(0, limit)
    .map(([term, count]) => ({ term, answers: count }));
}
