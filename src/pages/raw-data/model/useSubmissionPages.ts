import { useCallback, useEffect, useReducer, useRef } from 'react';

import { listSubmissions, SUBMISSIONS_PAGE_SIZE } from '@/entities/submission';

import { hasMoreSubmissions, INITIAL_SUBMISSION_PAGING, submissionPagingReducer, type SubmissionPaging } from './submissionPaging';

export interface SubmissionPagesHandlers {
  /** The first page came back empty. */
  onEmpty: () => void;
  /** A page could not be loaded (`page` 1 leaves nothing to show). */
  onFailure: (page: number) => void;
}

/**
 * A survey's submissions, page 1 on mount and the next page on `loadMore`. Mount it once per survey (a `key`), so a
 * late answer for another survey can never land in this list.
 */
export function useSubmissionPages(surveyId: string, handlers: SubmissionPagesHandlers): SubmissionPaging & { loadMore: () => void } {
  const [state, dispatch] = useReducer(submissionPagingReducer, INITIAL_SUBMISSION_PAGING);
  // The latest handlers without re-running the first load when the caller passes new functions.
  const handlersRef = useRef(handlers);
  useEffect(() => {
    handlersRef.current = handlers;
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  // The last page asked for: two presses before a re-render both see the same state, and must not ask twice.
  const requestedPage = useRef(1);

  const loadPage = useCallback(
    (page: number, isCurrent: () => boolean) => {
      listSubmissions(surveyId, { page, pageSize: SUBMISSIONS_PAGE_SIZE }).then(
        (result) => {
          if (!isCurrent()) return;
          dispatch({ type: 'pageLoaded', page, result });
          if (page === 1 && result.items.length === 0) handlersRef.current.onEmpty();
        },
        () => {
          if (!isCurrent()) return;
          requestedPage.current = page - 1;
          dispatch({ type: 'pageFailed', page });
          handlersRef.current.onFailure(page);
        },
      );
    },
    [surveyId],
  );

  useEffect(() => {
    let current = true;
    loadPage(1, () => current);
    return () => {
      current = false;
    };
  }, [loadPage]);

  const canLoadMore = hasMoreSubmissions(state) && !state.isLoadingMore;
  const nextPage = state.page + 1;
  const loadMore = useCallback(() => {
    if (!canLoadMore || requestedPage.current >= nextPage) return;
    requestedPage.current = nextPage;
    dispatch({ type: 'moreRequested' });
    loadPage(nextPage, () => mounted.current);
  }, [canLoadMore, loadPage, nextPage]);

  return { ...state, loadMore };
}
