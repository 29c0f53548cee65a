import { describe, expect, it } from 'vitest';

import type { SubmissionListItem } from '@/shared/api';

import {
  hasMoreSubmissions,
  INITIAL_SUBMISSION_PAGING,
  loadMoreLabel,
  submissionPagingReducer,
  type SubmissionPaging,
  type SubmissionPagingEvent,
} from './submissionPaging';

const item = (id: string): SubmissionListItem => ({
  id,
  submitted_at: '2026-11-20T15:32:10.000Z',
  country_code: 'MX',
  language_code: 'es-MX',
  channel: '1',
});

const items = (from: number, count: number) => Array.from({ length: count }, (_, index) => item(`s${from + index}`));

const loaded = (page: number, pageItems: SubmissionListItem[], total = 120): SubmissionPagingEvent => ({
  type: 'pageLoaded',
  page,
  result: { items: pageItems, total, pageSize: 50 },
});

const run = (...events: SubmissionPagingEvent[]) => events.reduce(submissionPagingReducer, INITIAL_SUBMISSION_PAGING);

describe('submissionPagingReducer', () => {
  it('starts loading with nothing', () => {
    expect(INITIAL_SUBMISSION_PAGING).toMatchObject({ status: 'loading', items: [], page: 0 });
    expect(hasMoreSubmissions(INITIAL_SUBMISSION_PAGING)).toBe(false);
  });

  it('pages 120 submissions 50 -> 100 -> 120, then offers no more', () => {
    const first = run(loaded(1, items(1, 50)));
    expect(first).toMatchObject({ status: 'loaded', page: 1, total: 120, addedIds: [] });
    expect(first.items).toHaveLength(50);
    expect(hasMoreSubmissions(first)).toBe(true);
    expect(loadMoreLabel(first, 'en')).toBe('Load More (50 / 120)');

    const requested = submissionPagingReducer(first, { type: 'moreRequested' });
    expect(requested.isLoadingMore).toBe(true);
    expect(requested.items).toBe(first.items);

    const second = submissionPagingReducer(requested, loaded(2, items(51, 50)));
    expect(second.isLoadingMore).toBe(false);
    expect(second.items).toHaveLength(100);
    expect(second.addedIds[0]).toBe('s51');
    expect(second.addedIds).toHaveLength(50);
    expect(loadMoreLabel(second, 'en')).toBe('Load More (100 / 120)');
    expect(hasMoreSubmissions(second)).toBe(true);

    const third = submissionPagingReducer(second, loaded(3, items(101, 20)));
    expect(third.items.map((submission) => submission.id).slice(-1)).toEqual(['s120']);
    expect(third.addedIds).toHaveLength(20);
    expect(hasMoreSubmissions(third)).toBe(false);
  });

  it('does not count a submission twice when pages overlap (a new response moved the pages)', () => {
    const state = run(loaded(1, items(1, 50)), loaded(2, items(50, 50)));
    expect(state.items).toHaveLength(99);
    expect(state.addedIds[0]).toBe('s51');
  });

  it('an empty first page is loaded with nothing more to ask', () => {
    const state = run(loaded(1, [], 0));
    expect(state).toMatchObject({ status: 'loaded', items: [], total: 0 });
    expect(hasMoreSubmissions(state)).toBe(false);
  });

  it('a failed first page is a failure', () => {
    expect(run({ type: 'pageFailed', page: 1 })).toMatchObject({ status: 'failed', items: [] });
  });

  it('a failed later page keeps the loaded rows and lets Load More try again', () => {
    const before: SubmissionPaging = run(loaded(1, items(1, 50)), { type: 'moreRequested' });
    const after = submissionPagingReducer(before, { type: 'pageFailed', page: 2 });
    expect(after.items).toBe(before.items);
    expect(after).toMatchObject({ status: 'loaded', page: 1, isLoadingMore: false });
    expect(hasMoreSubmissions(after)).toBe(true);
  });

  it("writes large counts with the locale's separators", () => {
    expect(loadMoreLabel({ items: items(1, 1000), total: 1540 }, 'en')).toBe('Load More (1,000 / 1,540)');
    // The words follow the active catalogue (English in tests); the numbers follow the locale given.
    expect(loadMoreLabel({ items: items(1, 1000), total: 1540 }, 'de')).toBe('Load More (1.000 / 1.540)');
  });
});
