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
    await expect(canvas.getByRole('button', { name: /Default Language/ })).toHaveTextContent('English');
    await expect(canvas.getByRole('button', { name: /Language of this app/ })).toHaveTextContent('English');
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

/** The one working setting: the app's language changes at once, `<html lang>` with it, and the browser remembers it. */
export const ChooseDisplayLanguage: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: /Language of this app/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Español (México)' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Configuración' })).toBeVisible();
    await expect(document.documentElement.lang).toBe('es-MX');
    await expect(localStorage.getItem('survey-platform.locale')).toBe('es-MX');
    await expect(canvas.getByRole('button', { name: /Idioma predeterminado/ })).toHaveTextContent('inglés');

    await userEvent.click(canvas.getByRole('button', { name: /Idioma de esta aplicación/ }));
    await userEvent.click(await screen.findByRole('option', { name: '한국어' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '설정' })).toBeVisible();
    await expect(document.documentElement.lang).toBe('ko');
    await expect(canvas.getByText(/2024년 1월 15일/)).toBeVisible();
  },
};

/** Opened in Korean (the toolbar's language): every text of the page from the Korean catalogue. */
export const Korean: Story = {
  globals: { locale: 'ko' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '설정' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: '이메일 알림' })).toBeChecked();
    await expect(canvas.getByRole('button', { name: '설정 저장' })).toBeVisible();
  },
};
