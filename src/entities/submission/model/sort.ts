import type { SubmissionListItem } from '@/shared/api';
import { channelNumber } from '@/shared/lib/channel';
import { parseServerTimestamp } from '@/shared/lib/date';
import { sortRows, type SortState, type SortValue } from '@/shared/lib/sort';

/** The sortable columns of the submissions table. */
export type SubmissionColumn = 'submitted_at' | 'country_code' | 'language_code' | 'channel';

export const DEFAULT_SUBMISSION_SORT: SortState<SubmissionColumn> = { column: 'submitted_at', direction: 'descending' };

function submissionSortValue(submission: SubmissionListItem, column: SubmissionColumn): SortValue {
  if (column === 'submitted_at') return parseServerTimestamp(submission.submitted_at);
  // As a number, so '2' comes before '10' (and an older server's 'Channel 10' sorts by its 10).
  if (column === 'channel') return channelNumber(submission.channel);
  return submission[column] || null;
}

/** A sorted copy; a missing or unreadable value goes last in both directions. */
export function sortSubmissions<Submission extends SubmissionListItem>(
  submissions: readonly Submission[],
  sort: SortState<SubmissionColumn>,
): Submission[] {
  return sortRows(submissions, sort, submissionSortValue);
}
