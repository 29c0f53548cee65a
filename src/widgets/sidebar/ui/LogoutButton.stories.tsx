import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

import { portalSignOutUrl, useIsLoggingOut } from '@/entities/session';
import { demoUsers, logoutFixture, makeSessionTokens, resetLogoutState, sessionHandlers } from '@/entities/session/mocks';
import { tokenStorage } from '@/shared/api';

import { LogoutButton } from './LogoutButton';

const CONFIRM_TEXT = 'Are you sure you want to log out? This will sign you out from all services.';

/** Stands in for the protected layout, which shows this while the tab signs out. */
function LoggingOutStatus() {
  return useIsLoggingOut() ? <p>Logging out...</p> : null;
}

const meta = {
  title: 'Widgets/Sidebar/LogoutButton',
  component: LogoutButton,
  args: { leaveTo: fn() },
  decorators: [
    (Story) => (
      <div style={{ width: 224, paddingTop: 8 }}>
        <Story />
        <LoggingOutStatus />
      </div>
    ),
  ],
  beforeEach: () => {
    tokenStorage.write(makeSessionTokens(demoUsers.admin));
    return () => {
      tokenStorage.clear();
      resetLogoutState();
    };
  },
} satisfies Meta<typeof LogoutButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

export const Collapsed: Story = {
  args: { isCollapsed: true },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = canvas.getByRole('button', { name: 'Log out' });
    await expect(button).toHaveAttribute('aria-label', 'Log out');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await body.findByRole('tooltip')).toHaveTextContent('Log out');
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('alertdialog', { name: 'Confirm Logout' });
    await waitFor(() => expect(dialog).toBeVisible());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const DialogOpen: Story = {
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    const dialog = await body.findByRole('alertdialog', { name: 'Confirm Logout' });
    // The dialog fades in; wait for the end of its entering animation.
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('heading', { name: 'Confirm Logout' })).toBeVisible();
    await expect(within(dialog).getByText(CONFIRM_TEXT)).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription(CONFIRM_TEXT);
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Log Out' })).toBeVisible();
  },
};

export const Cancel: Story = {
  play: async (context) => {
    const { canvasElement, args } = context;
    const body = within(canvasElement.ownerDocument.body);
    const tokens = tokenStorage.read();
    await DialogOpen.play?.(context);
    await userEvent.click(body.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(body.queryByText('Logging out...')).not.toBeInTheDocument();
    await expect(tokenStorage.read()).toEqual(tokens);
    await expect(args.leaveTo).not.toHaveBeenCalled();
  },
};

type PlayContext = Parameters<NonNullable<Story['play']>>[0];

/**
 * Opens the dialog and confirms the logout. An arrow function: storybook/context-in-play-function only accepts
 * a story's play called with the first parameter of the arrow function around it.
 */
const confirmLogout = async (context: PlayContext) => {
  const body = within(context.canvasElement.ownerDocument.body);
  await DialogOpen.play?.(context);
  await userEvent.click(body.getByRole('button', { name: 'Log Out' }));
};

/** The tab leaves once, for `destination`, with the session cleared. */
async function expectSignedOutTo({ args }: PlayContext, destination: unknown) {
  await waitFor(() => expect(args.leaveTo).toHaveBeenCalledWith(destination));
  await expect(args.leaveTo).toHaveBeenCalledTimes(1);
  await expect(tokenStorage.read()).toBeNull();
}

export const Confirm: Story = {
  play: async (context) => {
    await confirmLogout(context);
    await expect(await context.canvas.findByText('Logging out...')).toBeVisible();
    await expectSignedOutTo(context, logoutFixture.logout_url);
  },
};

export const ConfirmWithoutLogoutUrl: Story = {
  parameters: { msw: { handlers: { session: [sessionHandlers.logout.empty] } } },
  play: async (context) => {
    await confirmLogout(context);
    await expectSignedOutTo(context, portalSignOutUrl());
  },
};

export const ConfirmWhenServerFails: Story = {
  parameters: { msw: { handlers: { session: [sessionHandlers.logout.error] } } },
  play: async (context) => {
    await confirmLogout(context);
    await expectSignedOutTo(context, portalSignOutUrl());
  },
};
