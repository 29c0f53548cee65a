import { t } from '@lingui/core/macro';

import { appendPage, hasMorePages, type SubmissionPage } from '@/entities/submission';
import type { SubmissionListItem } from '@/shared/api';

/** The submissions of one survey as Raw Data loads them, 50 at a time. */
export interface SubmissionPaging {
  /** `loading` until the first page answers; `failed` when it did not. */
  status: 'loading' | 'loaded' | 'failed';
  items: SubmissionListItem[];
  /** The last page loaded (0 before the first). */
  page: number;
  /** Every submission the reader may see (x-total-count). */
  total: number;
  pageSize: number;
  /** A Load More is on its way. */
  isLoadingMore: boolean;
  /** What the last Load More added, so the screen can bring the first of them into view. */
  addedIds: readonly string[];
}

export type SubmissionPagingEvent =
  | { type: 'moreRequested' }
  | { type: 'pageLoaded'; page: number; result: SubmissionPage }
  | { type: 'pageFailed'; page: number };

export const INITIAL_SUBMISSION_PAGING: SubmissionPaging = {
  status: 'loading',
  items: [],
  page: 0,
  total: 0,
  pageSize: 0,
  isLoadingMore: false,
  addedIds: [],
};

/**
 * Page 1 replaces the list, later pages append (spec section 4). A failed later page keeps what is loaded, so the
 * reader can try Load More again; a failed first page leaves nothing to show.
 */
export function submissionPagingReducer(state: SubmissionPaging, event: SubmissionPagingEvent): SubmissionPaging {
  switch (event.type) {
    case 'moreRequested':
      return { ...state, isLoadingMore: true };
    case 'pageLoaded': {
      const items = appendPage(state.items, event.result.items, event.page);
      const known = new Set(state.items.map((item) => item.id));
      return {
        status: 'loaded',
        items,
        page: event.page,
        total: event.result.total,
        pageSize: event.result.pageSize,
        isLoadingMore: false,
        addedIds: event.page > 1 ? items.filter((item) => !known.has(item.id)).map((item) => item.id) : [],
      };
    }
    case 'pageFailed':
      return event.page > 1 ? { ...state, isLoadingMore: false } : { ...INITIAL_SUBMISSION_PAGING, status: 'failed' };
  }
}

/** Whether the Load More button shows: more pages exist after the last one loaded. */
export function hasMoreSubmissions(state: SubmissionPaging): boolean {
  return state.status === 'loaded' && hasMorePages(state.page, state.total, state.pageSize);
}

/** 'Load More (50 / 120)': loaded so far and the total, in the active language with numbers in `locale`. */
export function loadMoreLabel(state: Pick<SubmissionPaging, 'items' | 'total'>, locale: string): string {
  const loaded = state.items.length.toLocaleString(locale);
  const total = state.total.toLocaleString(locale);
  return t`Load More (${loaded} / ${total})`;
}
