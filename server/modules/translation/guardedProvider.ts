import { createCircuitBreaker } from './circuitBreaker.ts';
import type { TranslationProvider } from './providers.ts';
import { createRequestBudget } from './requestBudget.ts';

export interface ProviderGuardSettings {
  /** TRANSLATION_REQUESTS_PER_SECOND */
  requestsPerSecond: number;
  /** TRANSLATION_CIRCUIT_FAILURES */
  circuitFailures: number;
  /** TRANSLATION_CIRCUIT_COOLDOWN_MS */
  circuitCooldownMs: number;
}

/**
 * The provider behind one request budget and one circuit breaker. Made once per process, it is shared by every job,
 * so every survey, locale and retry draws on the same budget and the same count of failures.
 */
export function guardProvider(provider: TranslationProvider, settings: ProviderGuardSettings): TranslationProvider {
  const takeTurn = createRequestBudget(settings.requestsPerSecond);
  const circuit = createCircuitBreaker({ provider: provider.name, failures: settings.circuitFailures, cooldownMs: settings.circuitCooldownMs });
  return {
    name: provider.name,
    maxTextsPerCall: provider.maxTextsPerCall,
    async translate(request) {
      // A locale meeting an open circuit fails now, not after waiting for a turn it would not use.
      circuit.check();
      await takeTurn();
      return circuit.run(() => provider.translate(request));
    },
  };
}
