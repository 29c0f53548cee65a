import { describe, expect, it } from 'vitest';

import { acceptableFollowUp, FOLLOW_UP_MAX_LENGTH } from './followUp.ts';

describe('acceptableFollowUp', () => {
  it.each([
    ['What made the wait long?', 'What made the wait long?'],
    ['  ¿Qué hizo que la espera fuera larga?  ', '¿Qué hizo que la espera fuera larga?'],
    ['ما الذي جعل الانتظار طويلاً؟', 'ما الذي جعل الانتظار طويلاً؟'],
    ['待ち時間が長かった理由は何ですか？', '待ち時間が長かった理由は何ですか？'],
    [`${'a'.repeat(FOLLOW_UP_MAX_LENGTH - 1)}?`, `${'a'.repeat(FOLLOW_UP_MAX_LENGTH - 1)}?`],
  ])('keeps one short line that asks a question: %s', (proposed, kept) => {
    expect(acceptableFollowUp(proposed)).toBe(kept);
  });

  it.each([
    ['none', null],
    ['an empty text', ' '],
    ['too long', `${'a'.repeat(FOLLOW_UP_MAX_LENGTH)}?`],
    ['no question mark', 'Tell me more about the wait.'],
    ['two lines', 'Thanks.\nWhat made the wait long?'],
    ['a URL', 'Could you fill in https://evil.example/form?'],
    ['www.', 'Have you seen www.evil.example?'],
    ['a bare domain', 'Would you rate us on evil.com?'],
    ['an e-mail address', 'Could you write to help@evil.example?'],
    ['markdown emphasis', 'What was **slow**?'],
    ['a markdown link', 'Did you see [this](x)?'],
    ['HTML', 'What was <b>slow</b>?'],
    ['a heading', '# What was slow?'],
  ])('drops a follow-up with %s', (_case, proposed) => {
    expect(acceptableFollowUp(proposed)).toBeUndefined();
  });
});
