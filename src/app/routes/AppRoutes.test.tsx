import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { AriaRouterProvider } from '@/shared/lib/router';

import { AppRoutes } from './AppRoutes';

function renderAt(path: string) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <AriaRouterProvider>
        <AppRoutes />
      </AriaRouterProvider>
    </Router>,
  );
  return location;
}

describe('route table', () => {
  it.each([
    ['/', 'Dashboard'],
    ['/create-survey', 'Create Survey'],
    ['/surveys', 'Survey Management'],
    ['/reports', 'Survey Reports'],
    ['/raw-data', 'Raw Response Data'],
    ['/raw-data?surveyId=abc', 'Raw Response Data'],
    ['/settings', 'Settings'],
  ])('%s shows %s', async (path, heading) => {
    renderAt(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('passes the report id to the report detail screen', async () => {
    renderAt('/reports/rep-42');
    expect(await screen.findByText('Report rep-42')).toBeInTheDocument();
  });

  it('shows the callback screen on /auth/callback', async () => {
    renderAt('/auth/callback');
    expect(await screen.findByText('Finalizing authentication...')).toBeInTheDocument();
  });

  it('redirects /login to / replacing the history entry', async () => {
    const location = renderAt('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(location.history).toEqual(['/']);
  });

  it.each(['/nope', '/surveys/extra/segments', '/survey'])('shows the 404 page for %s', async (path) => {
    renderAt(path);
    expect(await screen.findByText('Oops! Page not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  });
});
