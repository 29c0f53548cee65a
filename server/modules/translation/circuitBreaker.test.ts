import { describe, expect, it } from 'vitest';

import { createCircuitBreaker, ProviderUnavailableError } from './circuitBreaker.ts';
import { TranslationError, UnsupportedLanguageError } from './providers.ts';

const OPENED_AT = Date.parse('2026-11-27T08:14:30Z');

function circuitWithClock() {
  const clock = { now: OPENED_AT };
  const circuit = createCircuitBreaker({ provider: 'deepl', failures: 3, cooldownMs: 60_000, now: () => clock.now });
  let calls = 0;
  const call = (outcome: unknown = 'ok') =>
    circuit.run(() => {
      calls += 1;
      return outcome instanceof Error ? Promise.reject(outcome) : Promise.resolve(outcome);
    });
  return { clock, circuit, call, calls: () => calls };
}

const unavailable = new TranslationError('Service unavailable', 503);

describe('createCircuitBreaker', () => {
  it('opens after the failures in a row, refuses calls until the cool-down ends, then closes on a successful trial', async () => {
    const { clock, circuit, call, calls } = circuitWithClock();
    for (let failure = 0; failure < 3; failure += 1) await expect(call(unavailable)).rejects.toBe(unavailable);

    const refusal = call();
    await expect(refusal).rejects.toBeInstanceOf(ProviderUnavailableError);
    await expect(refusal).rejects.toThrow('deepl is unavailable after 3 failed calls in a row (HTTP 503); not called again before 08:15:30 UTC');
    expect(() => {
      circuit.check();
    }).toThrow(ProviderUnavailableError);
    expect(calls()).toBe(3);

    clock.now += 60_000;
    await expect(call('translated')).resolves.toBe('translated');
    await expect(call('again')).resolves.toBe('again');
    expect(calls()).toBe(5);
  });

  it('opens again for a whole cool-down when the trial call fails, and lets one trial through at a time', async () => {
    const { clock, circuit, call, calls } = circuitWithClock();
    for (let failure = 0; failure < 3; failure += 1) await expect(call(unavailable)).rejects.toBe(unavailable);
    clock.now += 60_000;

    const timeout = new TranslationError('DeepL did not answer within 20000 ms', 408);
    await expect(call(timeout)).rejects.toBe(timeout);
    await expect(call()).rejects.toThrow('deepl is unavailable after 4 failed calls in a row (DeepL did not answer within 20000 ms); not called again before 08:16:30 UTC');

    clock.now += 60_000;
    let finishTrial: (value: string) => void = () => undefined;
    const trial = circuit.run(
      () =>
        new Promise<string>((resolve) => {
          finishTrial = resolve;
        }),
    );
    await expect(call()).rejects.toBeInstanceOf(ProviderUnavailableError);
    finishTrial('done');
    await expect(trial).resolves.toBe('done');
    await expect(call('closed')).resolves.toBe('closed');
    expect(calls()).toBe(5);
  });

  it('counts neither a 429, a bad key nor an unsupported language as the provider being down', async () => {
    const { call, calls } = circuitWithClock();
    const outcomes = [
      unavailable,
      unavailable,
      new TranslationError('Too many requests', 429),
      unavailable,
      unavailable,
      new TranslationError('Forbidden', 403),
      unavailable,
      unavailable,
      new UnsupportedLanguageError('DeepL', 'tlh'),
    ];
    for (const outcome of outcomes) await expect(call(outcome)).rejects.toBe(outcome);

    // The unsupported language neither reset nor added to the two failures before it.
    await expect(call(unavailable)).rejects.toBe(unavailable);
    await expect(call()).rejects.toBeInstanceOf(ProviderUnavailableError);
    expect(calls()).toBe(outcomes.length + 1);
  });
});
