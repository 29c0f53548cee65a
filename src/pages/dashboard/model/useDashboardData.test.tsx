// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { reportHandlers } from '@/entities/report/mocks';
import { surveyHandlers } from '@/entities/survey/mocks';
import { setupMockServer } from '@/shared/lib/mock-server';

import { dashboardHandlers, dashboardStatsOfFixtures } from '../index.mocks';
import { useDashboardData } from './useDashboardData';

const server = setupMockServer();
let inFlight = 0;

beforeAll(() => {
  server.events.on('request:start', () => {
    inFlight += 1;
  });
  server.events.on('request:end', () => {
    inFlight -= 1;
  });
});
beforeEach(() => {
  server.use(dashboardHandlers.stats.ok, surveyHandlers.list.ok, reportHandlers.list.ok);
});
afterEach(async () => {
  // An error state arrives while other calls are still out; let them finish before the next test's handlers.
  await vi.waitFor(() => {
    expect(inFlight).toBe(0);
  }, { timeout: 20_000 });
});

const NOW = new Date('2026-11-21T12:00:00Z');

describe('useDashboardData', () => {
  it('is loading, then has the stats and activities of the fixture set at now', async () => {
    const { result } = renderHook(() => useDashboardData(NOW));
    expect(result.current.status).toBe('loading');
    await waitFor(() => {
      expect(result.current.status).toBe('loaded');
    });
    if (result.current.status !== 'loaded') throw new Error('not loaded');
    // The server's figures as they came: svy-001, svy-002 and svy-008 are open on Nov 21; 190 responses since Nov 14
    // 00:00 UTC; 342 + 128 + 611 + 233 + 0 + 87 + 1540 + 3 = 2944 in all; 3 + 3 + 3 + 12 completed reports.
    expect(result.current.stats).toEqual(dashboardStatsOfFixtures());
    expect(result.current.stats).toMatchObject({ active_surveys: 3, recent_responses: 190, total_responses: 2944, reports_completed: 21 });
    expect(result.current.activities.map((item) => item.id)).toEqual([
      'survey-svy-008',
      'survey-svy-005',
      'survey-svy-002',
      'report-rpt-004-global',
      'report-rpt-004-regional-north-america',
    ]);
  });

  it.each([
    ['the figures', dashboardHandlers.stats.error],
    ['the surveys', surveyHandlers.list.error],
    ['the reports', reportHandlers.list.error],
  ])('is an error when %s cannot be loaded', async (_case, failing) => {
    server.use(failing);
    const { result } = renderHook(() => useDashboardData(NOW));
    await waitFor(() => {
      expect(result.current.status).toBe('error');
    });
    expect(result.current).not.toHaveProperty('stats');
  });

  it('loads again on retry, reading as loading until the new answer arrives', async () => {
    server.use(surveyHandlers.list.error);
    const { result } = renderHook(() => useDashboardData(NOW));
    await waitFor(() => {
      expect(result.current.status).toBe('error');
    });
    server.use(surveyHandlers.list.ok);
    act(() => {
      result.current.retry();
    });
    expect(result.current.status).toBe('loading');
    await waitFor(() => {
      expect(result.current.status).toBe('loaded');
    });
  });

  it('reads as loading again for a new now until its answer arrives', async () => {
    const { result, rerender } = renderHook(({ now }) => useDashboardData(now), { initialProps: { now: NOW } });
    await waitFor(() => {
      expect(result.current.status).toBe('loaded');
    });
    rerender({ now: new Date('2026-12-31T12:00:00Z') });
    expect(result.current.status).toBe('loading');
    await waitFor(() => {
      expect(result.current.status).toBe('loaded');
    });
    if (result.current.status !== 'loaded') throw new Error('not loaded');
    // The new moment moves the relative times; the figures are the server's, as they came.
    expect(result.current.stats).toEqual(dashboardStatsOfFixtures());
  });

  it('without now, describes the moment it opened', async () => {
    const { result } = renderHook(() => useDashboardData());
    await waitFor(() => {
      expect(result.current.status).toBe('loaded');
    });
  });
});
