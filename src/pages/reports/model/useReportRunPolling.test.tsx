// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeReport, makeReportGroup } from '@/entities/report/mocks';
import type { ReportGroup, ReportStatus } from '@/shared/api';

import { hasReportsInProgress, REPORT_RUN_POLL_MS, useReportRunPolling } from './useReportRunPolling';

function listWith(surveyId: string, ...statuses: ReportStatus[]): ReportGroup[] {
  return [
    makeReportGroup({
      survey: { id: surveyId },
      reports: statuses.map((status, index) => makeReport({ id: `${surveyId}-${String(index)}`, survey_id: surveyId, status })),
    }),
    // Another survey's run is not followed: it never keeps the polling going.
    makeReportGroup({ survey: { id: 'svy-other' }, reports: [makeReport({ id: 'other', survey_id: 'svy-other', status: 'GENERATING' })] }),
  ];
}

describe('hasReportsInProgress', () => {
  it.each<[ReportStatus[], boolean]>([
    [['PENDING', 'COMPLETED'], true],
    [['GENERATING'], true],
    [['COMPLETED', 'FAILED'], false],
    [[], false],
  ])('%o: %s', (statuses, expected) => {
    expect(hasReportsInProgress(listWith('svy-1', ...statuses), 'svy-1')).toBe(expected);
  });

  it('no list, or no such survey: nothing in progress', () => {
    expect(hasReportsInProgress(null, 'svy-1')).toBe(false);
    expect(hasReportsInProgress(listWith('svy-1', 'PENDING'), 'svy-2')).toBe(false);
  });
});

describe('useReportRunPolling', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setUp(initial: ReportGroup[]) {
    const refresh = vi.fn();
    const hook = renderHook(({ groups }) => useReportRunPolling(groups, refresh), { initialProps: { groups: initial } });
    return { refresh, hook };
  }

  it('does nothing until a run is followed, even with reports in progress', () => {
    const { refresh } = setUp(listWith('svy-1', 'PENDING'));
    act(() => {
      vi.advanceTimersByTime(REPORT_RUN_POLL_MS * 3);
    });
    expect(refresh).not.toHaveBeenCalled();
  });

  it('reads the list at once, polls while the survey has reports in progress, and stops when none has', () => {
    const before = listWith('svy-1', 'COMPLETED');
    const { refresh, hook } = setUp(before);
    act(() => {
      hook.result.current('svy-1');
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    // The list of before the run says nothing is in progress; it is not believed until a newer one arrives.
    act(() => {
      vi.advanceTimersByTime(REPORT_RUN_POLL_MS);
    });
    expect(refresh).toHaveBeenCalledTimes(2);

    hook.rerender({ groups: listWith('svy-1', 'PENDING', 'PENDING', 'COMPLETED') });
    act(() => {
      vi.advanceTimersByTime(REPORT_RUN_POLL_MS);
    });
    expect(refresh).toHaveBeenCalledTimes(3);

    hook.rerender({ groups: listWith('svy-1', 'COMPLETED', 'GENERATING', 'COMPLETED') });
    act(() => {
      vi.advanceTimersByTime(REPORT_RUN_POLL_MS);
    });
    expect(refresh).toHaveBeenCalledTimes(4);

    hook.rerender({ groups: listWith('svy-1', 'COMPLETED', 'FAILED', 'COMPLETED') });
    act(() => {
      vi.advanceTimersByTime(REPORT_RUN_POLL_MS * 5);
    });
    expect(refresh).toHaveBeenCalledTimes(4);
  });

  it('keeps polling while the refreshed list stays the old one (a failed refresh)', () => {
    const { refresh, hook } = setUp(listWith('svy-1', 'COMPLETED'));
    act(() => {
      hook.result.current('svy-1');
    });
    act(() => {
      vi.advanceTimersByTime(REPORT_RUN_POLL_MS * 3);
    });
    expect(refresh).toHaveBeenCalledTimes(4);
  });

  it('stops polling when unmounted', () => {
    const { refresh, hook } = setUp(listWith('svy-1', 'COMPLETED'));
    act(() => {
      hook.result.current('svy-1');
    });
    hook.unmount();
    act(() => {
      vi.advanceTimersByTime(REPORT_RUN_POLL_MS * 3);
    });
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
