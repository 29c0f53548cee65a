import { ApiError, errorBody } from '@/shared/api';

/**
 * The message of a failed region or country-language load (spec section 8): 'Error loading regions: ' plus the
 * server's detail, else 'Failed to fetch region data: {status} {statusText}', else 'An unknown error occurred'.
 */
export function regionLoadErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError) || error.status === undefined) return 'An unknown error occurred';
  // With a detail in the body, the ApiError message is that detail (an object serialised).
  if (errorBody.safeParse(error.detail).success) return `Error loading regions: ${error.message}`;
  return `Failed to fetch region data: ${error.status} ${error.statusText ?? ''}`.trimEnd();
}
