import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, within } from 'storybook/test';

import { toastQueue } from '@/shared/ui/toast';

import { SettingsPage } from './SettingsPage';
import { appRoutes } from '@/shared/config';

/** What local storage holds: key and value of each entry, in key order. */
function storedEntries() {
  return Object.keys(localStorage)
    .sort()
    .map((key) => [key, localStorage.getItem(key)]);
}

const meta = {
  title: 'Pages/Settings',
  component: SettingsPage,
  parameters: { route: appRoutes.settings },
  beforeEach: () => {
    toastQueue.clear();
    return () => {
      toastQueue.clear();
    };
  },
} satisfies Meta<typeof SettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Display Name' })).toHaveValue('Ana García');
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ana.garcia@example.com');
    await expect(canvas.getByRole('button', { name: /English/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /UTC/ })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Survey Completion Alerts' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Weekly Report Summary' })).not.toBeChecked();
    const account = within(canvas.getByRole('region', { name: 'Account Information' }));
    await expect(account.getByText('Administrator')).toBeVisible();
    await expect(account.getByText('Member since')).toBeVisible();
    await expect(account.getByText('Last login')).toBeVisible();
  },
};

export const ChangeLanguageAndTimezone: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Default Language/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Korean' }));
    await expect(canvas.getByRole('button', { name: /Korean/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Timezone/ }));
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await expect(canvas.getByRole('button', { name: /KST/ })).toBeVisible();
  },
};

export const SavedToast: Story = {
  play: async ({ canvas }) => {
    const storedBefore = storedEntries();
    await userEvent.click(canvas.getByRole('switch', { name: 'Weekly Report Summary' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save Settings' }));
    await expect(await screen.findByRole('alertdialog', { name: 'Settings saved successfully' })).toBeInTheDocument();
    await expect(storedEntries()).toEqual(storedBefore);
  },
};
