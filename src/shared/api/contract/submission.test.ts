import { describe, expect, it } from 'vitest';

import { answerValueLabel, conversationLog } from './submission';

const log = (answer_value: number | null, answer_question_type: string | null, answer_option_text: string | null = null) => ({
  answer_value,
  answer_question_type,
  answer_option_text,
});

describe('answerValueLabel', () => {
  it('reads a rating out of 5, an NPS by its name and a choice by its number and words', () => {
    expect(answerValueLabel(log(4, 'rating'))).toBe('Rating 4 / 5');
    expect(answerValueLabel(log(1, 'rating'))).toBe('Rating 1 / 5');
    expect(answerValueLabel(log(0, 'nps'))).toBe('NPS 0');
    expect(answerValueLabel(log(10, 'nps'))).toBe('NPS 10');
    expect(answerValueLabel(log(2, 'multiple_choice', 'Service'))).toBe('Option 2: Service');
  });

  it('still shows a value whose words or type it lacks', () => {
    expect(answerValueLabel(log(3, 'multiple_choice'))).toBe('Option 3');
    expect(answerValueLabel(log(7, 'slider'))).toBe('Value 7');
    expect(answerValueLabel(log(7, null))).toBe('Value 7');
  });

  it('shows nothing for a message without a value, including one from a server that does not send values', () => {
    expect(answerValueLabel(log(null, null))).toBeNull();
    expect(answerValueLabel(log(null, 'rating'))).toBeNull();
    const older = conversationLog.parse({ id: 1, role: 'respondent', content: '4', timestamp_str: '2026-11-21T10:40:15.000Z' });
    expect(answerValueLabel(older)).toBeNull();
  });
});
