import { t } from '@lingui/core/macro';

import { ApiError, errorBody } from '@/shared/api';

/**
 * The message of a failed region or country-language load (spec section 8): 'Error loading regions: ' plus the
 * server's detail, else 'Failed to fetch region data: {status} {statusText}', else 'An unknown error occurred'.
 */
export function regionLoadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === undefined) return t`An unknown error occurred`;
  // With a detail in the body, the ApiError message is that detail (an object serialised).
  const detail = error.message;
  if (errorBody.safeParse(error.detail).success) return t`Error loading regions: ${detail}`;
  const status = `${error.status} ${error.statusText ?? ''}`.trimEnd();
  return t`Failed to fetch region data: ${status}`;
}
