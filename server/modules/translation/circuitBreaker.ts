import { TranslationError, UnsupportedLanguageError } from './providers.ts';

/** The provider is not called: its circuit is open. Not retryable, so the locale fails at once and falls back. */
export class ProviderUnavailableError extends TranslationError {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderUnavailableError';
  }
}

export interface CircuitBreakerOptions {
  /** The provider's name, as the locales' error messages give it. */
  provider: string;
  /** Failed calls in a row that open the circuit (TRANSLATION_CIRCUIT_FAILURES). */
  failures: number;
  /** How long an open circuit lets no call through (TRANSLATION_CIRCUIT_COOLDOWN_MS). */
  cooldownMs: number;
  now?: () => number;
}

export interface CircuitBreaker {
  /** Throws ProviderUnavailableError while the circuit is open, so a caller can fail before it waits for its turn. */
  check(): void;
  /** Runs one provider call through the circuit: refused while open, one trial call once the cool-down is over. */
  run<T>(call: () => Promise<T>): Promise<T>;
}

/**
 * Only a provider that is down counts: a timeout, a 5xx or a network failure. A 429 is a provider that answers (the
 * retries wait for it), and other 4xx are about the request or the key, which waiting does not mend.
 */
function isUnavailability(error: unknown): boolean {
  if (error instanceof TranslationError) return error.status === 408 || (error.status !== undefined && error.status >= 500);
  return error instanceof TypeError;
}

function reasonOf(error: unknown): string {
  if (error instanceof TranslationError && error.status !== undefined && error.status !== 408) return `HTTP ${error.status}`;
  return error instanceof Error ? error.message : String(error);
}

const utcTime = (epochMs: number): string => `${new Date(epochMs).toISOString().slice(11, 19)} UTC`;

/**
 * A circuit breaker that counts failed calls in a row (not a failure rate over a window): after `failures` of them no
 * call reaches the provider for `cooldownMs`; then one trial call goes through, and its success closes the circuit.
 */
export function createCircuitBreaker({ provider, failures, cooldownMs, now = Date.now }: CircuitBreakerOptions): CircuitBreaker {
  let failuresInRow = 0;
  let lastReason = '';
  let openUntil: number | undefined;
  let trialUnderWay = false;

  const unavailable = () =>
    new ProviderUnavailableError(
      `${provider} is unavailable after ${failuresInRow} failed calls in a row (${lastReason}); not called again before ${utcTime(openUntil ?? now())}`,
    );

  const check = () => {
    if (openUntil === undefined) return;
    if (now() < openUntil || trialUnderWay) throw unavailable();
  };

  return {
    check,
    async run(call) {
      check();
      const isTrial = openUntil !== undefined;
      if (isTrial) trialUnderWay = true;
      try {
        const result = await call();
        failuresInRow = 0;
        openUntil = undefined;
        return result;
      } catch (error) {
        if (isUnavailability(error)) {
          failuresInRow += 1;
          lastReason = reasonOf(error);
          if (isTrial || failuresInRow >= failures) openUntil = now() + cooldownMs;
        } else if (!(error instanceof UnsupportedLanguageError)) {
          // The provider answered: it is up, whatever it said.
          failuresInRow = 0;
          openUntil = undefined;
        }
        throw error;
      } finally {
        if (isTrial) trialUnderWay = false;
      }
    },
  };
}
