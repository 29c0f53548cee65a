import { describe, expect, it } from 'vitest';

import { answerValueOf, answerValues, csatScore, formatCsat, formatInterval, formatNps, npsScore, roundScore } from './scores';

const counts = (entries: Record<number, number>) => new Map(Object.entries(entries).map(([value, count]) => [Number(value), count]));

describe('answer values', () => {
  const choice = { type: 'multiple_choice' as const, options: ['Price', 'Service', 'Déjà vu'] };

  it('lists the values each type may take', () => {
    expect(answerValues(choice)).toEqual([1, 2, 3]);
    expect(answerValues({ type: 'rating', options: [] })).toEqual([1, 2, 3, 4, 5]);
    expect(answerValues({ type: 'nps', options: [] })).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(answerValues({ type: 'text', options: [] })).toEqual([]);
  });

  it('reads a number in the range, in any script, and nothing else', () => {
    const nps = { type: 'nps' as const, options: [] };
    expect(answerValueOf(nps, ' 9 ')).toBe(9);
    expect(answerValueOf(nps, '10!')).toBe(10);
    expect(answerValueOf(nps, '0')).toBe(0);
    expect(answerValueOf(nps, '٧')).toBe(7);
    expect(answerValueOf(nps, '８')).toBe(8);
    expect(answerValueOf(nps, '11')).toBeNull();
    expect(answerValueOf(nps, '9 because the staff were kind')).toBeNull();
    expect(answerValueOf({ type: 'rating', options: [] }, '0')).toBeNull();
    expect(answerValueOf({ type: 'text', options: [] }, '3')).toBeNull();
  });

  it("reads a choice by its number or its words in the link's or the source language", () => {
    expect(answerValueOf(choice, '2')).toBe(2);
    expect(answerValueOf(choice, '4')).toBeNull();
    expect(answerValueOf(choice, 'service.')).toBe(2);
    expect(answerValueOf(choice, 'DEJA VU')).toBe(3);
    expect(answerValueOf(choice, 'Atención', [['Precio', 'Atención', 'Déjà vu'], choice.options])).toBe(2);
    expect(answerValueOf(choice, 'Price', [['Precio', 'Atención', 'Déjà vu'], choice.options])).toBe(1);
    expect(answerValueOf(choice, 'the price')).toBeNull();
  });
});

describe('CSAT', () => {
  it('is the share of 4 and 5 with Wilson’s interval', () => {
    const csat = csatScore(counts({ 1: 2, 2: 1, 3: 2, 4: 3, 5: 2 }));
    expect(csat).toMatchObject({ count: 10, satisfied: 5, score: 50, tooFewToCompare: true });
    // Wilson 95% for 5 of 10: 0.2366 to 0.7634.
    expect(csat.low).toBeCloseTo(23.66, 2);
    expect(csat.high).toBeCloseTo(76.34, 2);
  });

  it('stays inside 0-100 when every answer is satisfied, and marks no sample from 30 answers', () => {
    const csat = csatScore(counts({ 5: 30 }));
    expect(csat).toMatchObject({ count: 30, satisfied: 30, score: 100, high: 100, tooFewToCompare: false });
    // Wilson lower bound for 30 of 30: 0.8865.
    expect(csat.low).toBeCloseTo(88.65, 2);
  });

  it('has no score for no answers', () => {
    expect(csatScore(new Map())).toEqual({ count: 0, satisfied: 0, score: null, low: null, high: null, tooFewToCompare: true });
  });
});

describe('NPS', () => {
  it('is promoters minus detractors with the interval of a difference of shares', () => {
    const nps = npsScore(counts({ 10: 6, 9: 4, 8: 3, 7: 2, 6: 1, 3: 4 }));
    expect(nps).toMatchObject({ count: 20, promoters: 10, passives: 5, detractors: 5, score: 25 });
    // sqrt((0.5 + 0.25 - 0.25²) / 20) x 1.96 = 0.3634.
    expect(nps.low).toBeCloseTo(-11.34, 2);
    expect(nps.high).toBeCloseTo(61.34, 2);
  });

  it('counts 6 as a detractor and 9 as a promoter (the edges), and clips to the scale', () => {
    const nps = npsScore(counts({ 6: 1, 9: 1 }));
    expect(nps).toMatchObject({ promoters: 1, detractors: 1, passives: 0, score: 0 });
    expect(npsScore(counts({ 0: 3 }))).toMatchObject({ score: -100, low: -100, high: -100 });
  });

  it('has no score for no answers', () => {
    expect(npsScore(new Map())).toMatchObject({ count: 0, score: null, low: null, high: null });
  });
});

describe('formatting', () => {
  it('rounds a half away from zero on both sides, and never writes -0', () => {
    expect(roundScore(2.5)).toBe(3);
    expect(roundScore(-2.5)).toBe(-3);
    expect(Object.is(roundScore(-0.4), 0)).toBe(true);
    expect(formatNps(24.5)).toBe('+25');
    expect(formatNps(-24.5)).toBe('-25');
    expect(formatNps(0.2)).toBe('0');
    expect(formatCsat(82.5)).toBe('83%');
    expect(formatInterval({ low: -11.34, high: 61.34 })).toBe('-11 to 61');
    expect(formatInterval({ low: -11.34, high: 61.34 }, 'ko')).toBe('-11~61');
    expect(formatInterval({ low: null, high: null })).toBe('');
  });
});
