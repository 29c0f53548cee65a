import { describe, expect, it } from 'vitest';

import { meaningfulTerms, topThemes } from './themes.ts';

const SPANISH_ANSWERS = [
  'La atención fue muy buena, aunque la fila en la caja era muy lenta.',
  'Es que no hay cajeros suficientes y la fila no avanza.',
  'Me gustó la atención del personal, pero la caja estaba cerrada.',
  'Todo bien, la tienda estaba limpia y yo encontré lo que buscaba.',
];
const PORTUGUESE_ANSWERS = [
  'O atendimento foi ótimo, mas a fila do caixa estava enorme.',
  'Não tem caixas suficientes e a fila não anda, é isso.',
  'Gostei do atendimento, só que os preços estavam errados no caixa.',
];
const SPANISH_FUNCTION_WORDS = ['la', 'fue', 'muy', 'aunque', 'en', 'era', 'es', 'que', 'no', 'hay', 'y', 'me', 'del', 'pero', 'estaba', 'todo', 'bien', 'yo', 'lo'];
const PORTUGUESE_FUNCTION_WORDS = ['o', 'foi', 'mas', 'a', 'do', 'estava', 'não', 'tem', 'e', 'isso', 'só', 'que', 'os', 'estavam', 'no'];

const themesOf = (answers: readonly string[], languageCode: string) =>
  topThemes(
    answers.map((content) => ({ content, languageCode })),
    20,
  ).map((theme) => theme.term);

describe('meaningfulTerms', () => {
  it('never counts a Spanish or Portuguese function word, whatever the locale', () => {
    const spanish = SPANISH_ANSWERS.flatMap((answer) => [...meaningfulTerms(answer, 'es-MX')]);
    const portuguese = PORTUGUESE_ANSWERS.flatMap((answer) => [...meaningfulTerms(answer, 'pt-BR')]);
    expect(spanish.filter((term) => SPANISH_FUNCTION_WORDS.includes(term))).toEqual([]);
    expect(portuguese.filter((term) => PORTUGUESE_FUNCTION_WORDS.includes(term))).toEqual([]);
    expect(spanish).toEqual(expect.arrayContaining(['atención', 'fila', 'caja', 'cajeros', 'tienda']));
    expect(portuguese).toEqual(expect.arrayContaining(['atendimento', 'fila', 'caixa', 'preços']));
  });

  it('counts a Korean noun once whatever particle follows it, and drops intensifiers', () => {
    expect([...meaningfulTerms('직원들이 정말 친절했어요. 매장이 너무 깨끗하고 가격도 괜찮아요.', 'ko')]).toEqual([
      '직원',
      '친절했어요',
      '매장',
      '깨끗하고',
      '가격',
      '괜찮아요',
    ]);
  });

  it('finds the words of Chinese and Japanese, written without spaces', () => {
    expect([...meaningfulTerms('服务员很热情，但是排队的时间太长了。', 'zh-CN')]).toEqual(expect.arrayContaining(['热情', '排队', '时间']));
    expect([...meaningfulTerms('服务员很热情，但是排队的时间太长了。', 'zh-CN')]).not.toEqual(expect.arrayContaining(['但是']));
    expect([...meaningfulTerms('店員さんがとても親切でした。レジの待ち時間が長かったです。', 'ja')]).toEqual(['店員', '親切', 'レジ', '待ち時間']);
  });

  it('drops function words in the other languages of the platform, numbers and short words', () => {
    expect([...meaningfulTerms('The staff were friendly and the checkout was quick, 10 out of 10.', 'en-US')]).toEqual(['staff', 'friendly', 'checkout', 'quick']);
    expect([...meaningfulTerms("Le personnel était très aimable, l’accueil chaleureux et la caisse n'était pas lente.", 'fr-CA')]).toEqual(['personnel', 'aimable', 'accueil', 'chaleureux', 'caisse', 'lente']);
    expect([...meaningfulTerms('Das Personal war sehr freundlich und die Kasse war schnell.', 'de')]).toEqual(['personal', 'freundlich', 'kasse', 'schnell']);
    expect([...meaningfulTerms('كان الموظفون ودودين في المتجر', 'ar')]).not.toEqual(expect.arrayContaining(['كان', 'في']));
    // Thai is written without spaces; a Devanagari letter is a syllable, so two of them make a word.
    expect([...meaningfulTerms('พนักงานใจดีมาก แต่ต้องรอคิวนาน', 'th')]).toEqual(['พนักงาน', 'ใจดี', 'นาน']);
    expect([...meaningfulTerms('कर्मचारी बहुत अच्छे थे, पर कतार लंबी थी', 'hi')]).toEqual(['कर्मचारी', 'अच्छे', 'कतार', 'लंबी']);
  });
});

describe('topThemes', () => {
  it('ranks the content words most answers share, at least two answers each', () => {
    expect(themesOf(SPANISH_ANSWERS, 'es-MX').slice(0, 3)).toEqual(['atención', 'caja', 'fila']);
    expect(themesOf(PORTUGUESE_ANSWERS, 'pt-BR').slice(0, 3)).toEqual(['atendimento', 'caixa', 'fila']);
    const korean = ['직원이 친절했어요', '직원들은 바빴어요', '매장이 넓어요', '매장은 깨끗했어요', '가격이 비싸요'];
    expect(topThemes(korean.map((content) => ({ content, languageCode: 'ko' })), 5)).toEqual([
      { term: '매장', answers: 2 },
      { term: '직원', answers: 2 },
    ]);
  });
});
