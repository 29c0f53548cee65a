import type { SurveyCreatePayload } from '@/shared/api';

/** 128 random bits as hex. Not crypto.randomUUID: that exists only on https or localhost pages. */
export function randomSurveyId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The client-generated id of a create call, kept for as long as the request is the same: a retry after a network failure
 * sends the same id (the server answers the survey it may already have stored), a changed form gets a new one.
 */
export function createSurveyIdKeeper(newId: () => string = randomSurveyId) {
  let kept: { id: string; body: string } | undefined;
  return {
    idFor(payload: Omit<SurveyCreatePayload, 'id'>): string {
      const body = JSON.stringify(payload);
      if (kept?.body !== body) kept = { id: newId(), body };
      return kept.id;
    },
    /** After a success: the next survey is a new one even if it is written the same. */
    forget(): void {
      kept = undefined;
    },
  };
}
