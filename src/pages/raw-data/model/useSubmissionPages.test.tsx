// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';

import { makeSubmission, submissionHandlers } from '@/entities/submission/mocks';
import { anyOrigin, errorResponse } from '@/shared/lib/mock-api';
import { setupMockServer } from '@/shared/lib/mock-server';

import { useSubmissionPages } from './useSubmissionPages';

const server = setupMockServer();

const handlers = () => ({ onEmpty: vi.fn(), onFailure: vi.fn() });

describe('useSubmissionPages', () => {
  it('loads page 1 of 50, then appends page 2 on loadMore (svy-002: 128)', async () => {
    server.use(submissionHandlers.list.ok);
    const on = handlers();
    const { result } = renderHook(() => useSubmissionPages('svy-002', on));
    expect(result.current.status).toBe('loading');
    await waitFor(() => {
      expect(result.current.items).toHaveLength(50);
    });
    expect(result.current).toMatchObject({ status: 'loaded', page: 1, total: 128 });
    act(() => {
      result.current.loadMore();
    });
    expect(result.current.isLoadingMore).toBe(true);
    await waitFor(() => {
      expect(result.current.items).toHaveLength(100);
    });
    expect(result.current.addedIds[0]).toBe(result.current.items[50]?.id);
    expect(on.onEmpty).not.toHaveBeenCalled();
    expect(on.onFailure).not.toHaveBeenCalled();
  });

  it('asks for one page at a time: a second loadMore while one is out is ignored', async () => {
    const pages: string[] = [];
    server.use(
      http.get(anyOrigin('/api/surveys/:id/submissions'), async ({ request }) => {
        pages.push(new URL(request.url).searchParams.get('page') ?? '');
        await delay(20);
      }),
      submissionHandlers.list.ok,
    );
    const { result } = renderHook(() => useSubmissionPages('svy-002', handlers()));
    await waitFor(() => {
      expect(result.current.status).toBe('loaded');
    });
    act(() => {
      result.current.loadMore();
      result.current.loadMore();
    });
    await waitFor(() => {
      expect(result.current.items).toHaveLength(100);
    });
    expect(pages).toEqual(['1', '2']);
  });

  it('calls onEmpty for an empty first page', async () => {
    server.use(submissionHandlers.list.ok);
    const on = handlers();
    const { result } = renderHook(() => useSubmissionPages('svy-005', on));
    await waitFor(() => {
      expect(result.current.status).toBe('loaded');
    });
    expect(result.current.items).toEqual([]);
    expect(on.onEmpty).toHaveBeenCalledOnce();
  });

  it('calls onFailure(1) when the first page fails', async () => {
    server.use(submissionHandlers.list.error);
    const on = handlers();
    const { result } = renderHook(() => useSubmissionPages('svy-001', on));
    await waitFor(() => {
      expect(result.current.status).toBe('failed');
    });
    expect(on.onFailure).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('keeps page 1 when page 2 fails, and calls onFailure(2)', async () => {
    server.use(
      http.get(anyOrigin('/api/surveys/:id/submissions'), ({ request }) =>
        new URL(request.url).searchParams.get('page') === '2' ? errorResponse(500, 'Database unavailable') : undefined,
      ),
      submissionHandlers.list.ok,
    );
    const on = handlers();
    const { result } = renderHook(() => useSubmissionPages('svy-002', on));
    await waitFor(() => {
      expect(result.current.items).toHaveLength(50);
    });
    act(() => {
      result.current.loadMore();
    });
    await waitFor(() => {
      expect(on.onFailure).toHaveBeenCalledExactlyOnceWith(2);
    });
    expect(result.current).toMatchObject({ status: 'loaded', page: 1, isLoadingMore: false });
    expect(result.current.items).toHaveLength(50);
  });

  it('drops an answer that arrives after unmounting (another survey was chosen)', async () => {
    server.use(
      http.get(anyOrigin('/api/surveys/:id/submissions'), async () => {
        await delay(30);
        return HttpResponse.json([makeSubmission()], { headers: { 'x-total-count': '1', 'x-page-size': '50' } });
      }),
    );
    const on = handlers();
    const { unmount } = renderHook(() => useSubmissionPages('svy-001', on));
    unmount();
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(on.onEmpty).not.toHaveBeenCalled();
    expect(on.onFailure).not.toHaveBeenCalled();
  });
});
