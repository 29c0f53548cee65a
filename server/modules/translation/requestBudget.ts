import pThrottle from 'p-throttle';

/** Resolves when the next provider call may start. */
export type RequestBudget = () => Promise<void>;

/**
 * At most `requestsPerSecond` calls start within any one second (p-throttle's strict mode keeps each call's start time,
 * not a count per fixed window that would let twice the budget through across a window's edge). Callers wait in order.
 */
export function createRequestBudget(requestsPerSecond: number): RequestBudget {
  return pThrottle({ limit: requestsPerSecond, interval: 1_000, strict: true })(() => Promise.resolve());
}
