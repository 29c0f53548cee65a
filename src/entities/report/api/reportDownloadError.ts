import { t } from '@lingui/core/macro';

import { ApiError, errorBody } from '@/shared/api';

/** The toast text of a failed report download (spec section 8). */
export function reportDownloadErrorMessage(error: unknown): string {
  const status = error instanceof ApiError ? error.status : undefined;
  switch (status) {
    case 404:
      return t`Report not found. It may have been deleted.`;
    case 400:
      // The ApiError message is the server's detail whenever the body carried one.
      return error instanceof ApiError && errorBody.safeParse(error.detail).success ? error.message : t`Report is not ready for download.`;
    case 500:
    case 503:
      return t`Server error. Please try again later.`;
    default:
      return t`Failed to download report. Please try again.`;
  }
}
