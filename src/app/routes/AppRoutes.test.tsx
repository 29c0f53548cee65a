// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { reportFixtureIds } from '@/entities/report/mocks';
import { demoUsers, makeIdToken, makeSessionTokens } from '@/entities/session/mocks';
import { tokenStorage } from '@/shared/api';
import { I18nProvider } from '@/shared/i18n';
import { setupMockServer } from '@/shared/lib/mock-server';
import { AriaRouterProvider } from '@/shared/lib/router';

import { allDefaultMockHandlers } from '../mocks/defaultMockHandlers';
import { AppRoutes } from './AppRoutes';
import { appRoutes, reportPath } from '@/shared/config';

// Registered before the afterEach below, whose clean-up vitest therefore runs before the handlers reset.
setupMockServer(...allDefaultMockHandlers);

beforeEach(() => {
  tokenStorage.write(makeSessionTokens(demoUsers.admin));
});
afterEach(() => {
  // Unmount first: the shell would send a signed-out user to the sign-in page.
  cleanup();
  tokenStorage.clear();
});

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <AriaRouterProvider>
        <AppRoutes />
      </AriaRouterProvider>
    </Router>,
    { wrapper: I18nProvider },
  );
  return location;
}

describe('route table', () => {
  it.each([
    [appRoutes.dashboard, 'Dashboard'],
    [appRoutes.createSurvey, 'Create Survey'],
    [appRoutes.surveys, 'Survey Management'],
    [appRoutes.reports, 'Survey Reports'],
    [appRoutes.rawData, 'Raw Response Data'],
    ['/raw-data?surveyId=abc', 'Raw Response Data'],
    [appRoutes.settings, 'Settings'],
  ])('%s shows %s inside the main layout', async (path, heading) => {
    renderAt(path);
    // Each page is a lazy chunk: on a loaded machine its first import in jsdom can take several seconds (the unit
    // project's waits allow for that: vitest.setup.unit.ts).
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /main/i })).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
  });

  it('passes the report id to the report detail screen', async () => {
    renderAt(reportPath(reportFixtureIds.untitled));
    // The screen asked the (mock) server for that report: its header names the id and the survey.
    expect(await screen.findByText(reportFixtureIds.untitled)).toBeInTheDocument();
  });

  it('finishes sign-in on /auth/callback outside the main layout', async () => {
    tokenStorage.clear();
    const idToken = makeIdToken({ ...demoUsers.latamManager, exp: Math.floor(Date.now() / 1000) + 600 });
    window.history.replaceState(null, '', `${appRoutes.authCallback}#id_token=${idToken}&access_token=access-1`);
    const location = renderAt(appRoutes.authCallback);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(location.history.at(-1)).toBe(appRoutes.dashboard);
    expect(tokenStorage.read()?.IdToken).toBe(idToken);
    expect(window.location.hash).toBe('');
  });

  it('redirects /login to / replacing the history entry', async () => {
    const location = renderAt(appRoutes.login);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(location.history).toEqual([appRoutes.dashboard]);
  });

  it.each(['/nope', '/surveys/extra/segments', '/survey', '/reports/a/b'])('shows the 404 page without the layout for %s', async (path) => {
    renderAt(path);
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', appRoutes.dashboard);
    expect(screen.queryByRole('navigation', { name: /main/i })).toBeNull();
  });
});
