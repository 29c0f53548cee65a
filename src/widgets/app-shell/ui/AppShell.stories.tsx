import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { Route, Switch } from 'wouter';

import { beginLogout, takeReturnPath } from '@/entities/session';
import { demoUsers, makeSessionTokens, resetLogoutState } from '@/entities/session/mocks';
import { tokenStorage } from '@/shared/api';
import { Box, Stack } from '@/shared/ui/layout';
import { Heading, Text } from '@/shared/ui/text';

import { AppShell } from './AppShell';
import { SignInButton } from './SignInButton';
import { appRoutes } from '@/shared/config';

/** Stands in for the Sidebar widget, which the app composes into the shell. */
function PlaceholderSidebar() {
  return (
    <Box as="nav" aria-label="Main navigation" padding="lg">
      <Text weight="semibold">Sidebar</Text>
    </Box>
  );
}

const meta = {
  title: 'Widgets/AppShell',
  component: AppShell,
  args: {
    sidebar: <PlaceholderSidebar />,
    children: (
      <Stack gap="sm">
        <Heading level={1}>Survey Management</Heading>
        <Text tone="muted">View, filter and manage all your surveys</Text>
      </Stack>
    ),
    leaveTo: fn(),
  },
  parameters: { layout: 'fullscreen', route: appRoutes.surveys },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Authenticated: Story = {
  beforeEach: () => {
    tokenStorage.write(makeSessionTokens(demoUsers.admin));
    return () => {
      tokenStorage.clear();
    };
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    const main = canvas.getByRole('main');
    await expect(main).toContainElement(canvas.getByRole('heading', { level: 1, name: 'Survey Management' }));
    await expect(parseFloat(getComputedStyle(main).paddingTop)).toBeGreaterThanOrEqual(24);
    await expect(parseFloat(getComputedStyle(main).paddingLeft)).toBeGreaterThanOrEqual(24);
    await expect(args.leaveTo).not.toHaveBeenCalled();
  },
};

export const LoggingOut: Story = {
  beforeEach: () => {
    beginLogout();
    return () => {
      resetLogoutState();
    };
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Logging out...');
    await expect(canvas.queryByRole('heading', { name: 'Survey Management' })).not.toBeInTheDocument();
    await expect(args.leaveTo).not.toHaveBeenCalled();
    await expect(takeReturnPath()).toBeNull();
  },
};

export const LoadingSession: Story = {
  parameters: { route: '/surveys?status=active' },
  beforeEach: () => () => {
    takeReturnPath();
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading session...');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
    await waitFor(() => expect(args.leaveTo).toHaveBeenCalledWith('/api/auth/sso-login'));
    await expect(takeReturnPath()).toBe('/surveys?status=active');
  },
};

/** The Sign In button for screens shown without a session: a link to /login with the button's look. */
export const SignIn: Story = {
  parameters: { layout: 'padded', route: appRoutes.dashboard },
  render: () => <SignInButton />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', appRoutes.login);
  },
};

export const SignInByKeyboard: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  parameters: { layout: 'padded', route: appRoutes.dashboard },
  render: () => (
    <Switch>
      <Route path={appRoutes.login}>
        <Text>Signing in</Text>
      </Route>
      <Route>
        <SignInButton />
      </Route>
    </Switch>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Sign In' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Signing in')).toBeVisible();
  },
};
