import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Route, Switch, useLocation } from 'wouter';

import { rememberReturnPath, takeReturnPath } from '@/entities/session';
import { demoUsers, makeSessionTokens } from '@/entities/session/mocks';
import { tokenStorage } from '@/shared/api';
import { Box } from '@/shared/ui/layout';
import { Heading } from '@/shared/ui/text';

import { AuthCallbackPage } from './AuthCallbackPage';
import { appRoutes } from '@/shared/config';

const tokens = makeSessionTokens(demoUsers.admin);
const PORTAL = 'https://portal.example.test';

/**
 * Puts this hash on the story frame's address (the page reads window.location), points the portal at PORTAL, and
 * returns the cleanup that puts everything back.
 */
function visitCallbackWith(hash: string) {
  const originalAddress = window.location.href;
  const originalConfig = window.__APP_CONFIG__;
  window.__APP_CONFIG__ = { ...originalConfig, portalUrl: PORTAL };
  window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}${hash}`);
  return () => {
    window.history.replaceState(window.history.state, '', originalAddress);
    window.__APP_CONFIG__ = originalConfig;
    tokenStorage.clear();
    takeReturnPath();
  };
}

/** Stands in for whichever screen the callback sends the user to. */
function DestinationScreen() {
  const [path] = useLocation();
  return (
    <Box as="main">
      <Heading level={1}>Arrived at {path}</Heading>
    </Box>
  );
}

const meta = {
  title: 'Pages/Auth Callback',
  component: AuthCallbackPage,
  args: { leaveTo: fn() },
  parameters: { route: appRoutes.authCallback },
  render: (args) => (
    <Switch>
      <Route path={appRoutes.authCallback}>
        <AuthCallbackPage {...args} />
      </Route>
      <Route component={DestinationScreen} />
    </Switch>
  ),
} satisfies Meta<typeof AuthCallbackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedIn: Story = {
  beforeEach: () => {
    rememberReturnPath(appRoutes.reports);
    return visitCallbackWith(
      `#id_token=${tokens.IdToken}&access_token=${encodeURIComponent(tokens.AccessToken)}&refresh_token=${encodeURIComponent(tokens.RefreshToken ?? '')}`,
    );
  },
  play: async ({ args, canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Arrived at /reports' })).toBeVisible();
    await expect(tokenStorage.read()).toEqual(tokens);
    await expect(window.location.hash).toBe('');
    await expect(window.location.search).toBe('');
    await expect(takeReturnPath()).toBeNull();
    await expect(args.leaveTo).not.toHaveBeenCalled();
  },
};

export const MissingTokens: Story = {
  beforeEach: () => visitCallbackWith(''),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Finalizing authentication...');
    await waitFor(() => expect(args.leaveTo).toHaveBeenCalledWith(`${PORTAL}/`));
    await expect(tokenStorage.read()).toBeNull();
  },
};

export const UnreadableIdToken: Story = {
  beforeEach: () => visitCallbackWith('#id_token=not-a-jwt&access_token=opaque-access-token'),
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Finalizing authentication...');
    await waitFor(() => expect(args.leaveTo).toHaveBeenCalledWith(`${PORTAL}/`));
    await expect(tokenStorage.read()).toBeNull();
    await expect(window.location.hash).toBe('');
  },
};
