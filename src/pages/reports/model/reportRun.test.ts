// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

import { REPORT_RUN_REFUSALS, reportHandlers } from '@/entities/report/mocks';
import { ApiError } from '@/shared/api';
import { setupMockServer } from '@/shared/lib/mock-server';

import { isRunUnderWay, reportRunToast, requestReportRun } from './reportRun';

const server = setupMockServer();

describe('requestReportRun against the mock API', () => {
  it('started: how many reports are pending', async () => {
    server.use(reportHandlers.run.ok);
    await expect(requestReportRun('svy-007')).resolves.toEqual({ kind: 'started', reportsPending: 13 });
  });

  it('409: a run is already under way', async () => {
    server.use(reportHandlers.run.alreadyRunning);
    await expect(requestReportRun('svy-007')).resolves.toEqual({ kind: 'already-running' });
  });

  it("403: refused with the server's detail", async () => {
    server.use(reportHandlers.run.forbidden);
    await expect(requestReportRun('svy-007')).resolves.toEqual({ kind: 'refused', message: REPORT_RUN_REFUSALS.forbidden });
  });

  it("500: refused with the server's detail", async () => {
    server.use(reportHandlers.run.error);
    await expect(requestReportRun('svy-007')).resolves.toEqual({
      kind: 'refused',
      message: 'Internal server error: the database is not reachable.',
    });
  });

  it('anything but an API error: its own text', async () => {
    const send = vi.fn().mockRejectedValue(new TypeError('boom'));
    await expect(requestReportRun('svy-007', send)).resolves.toEqual({ kind: 'refused', message: 'Could not start generating reports.' });
    expect(send).toHaveBeenCalledWith('svy-007');
  });

  it('an API error other than 409 is a refusal, whatever its status', async () => {
    const send = vi.fn().mockRejectedValue(new ApiError('Survey not found', 404));
    await expect(requestReportRun('svy-gone', send)).resolves.toEqual({ kind: 'refused', message: 'Survey not found' });
  });
});

describe('reportRunToast and isRunUnderWay', () => {
  it.each([
    [{ kind: 'started', reportsPending: 5 } as const, 'success', 'Report generation started: 5 reports pending.', true],
    [{ kind: 'started', reportsPending: 1 } as const, 'success', 'Report generation started: 1 report pending.', true],
    [{ kind: 'already-running' } as const, 'info', "This survey's reports are already being generated.", true],
    [{ kind: 'refused', message: REPORT_RUN_REFUSALS.forbidden } as const, 'error', REPORT_RUN_REFUSALS.forbidden, false],
  ])('%o', (outcome, tone, title, underWay) => {
    expect(reportRunToast(outcome)).toEqual({ tone, title });
    expect(isRunUnderWay(outcome)).toBe(underWay);
  });
});
