import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { useLocation } from 'wouter';

import { NotFoundPage } from './NotFoundPage';
import { appRoutes } from '@/shared/config';

function CurrentPath() {
  const [path] = useLocation();
  return <output aria-label="Current path">{path}</output>;
}

const meta = {
  title: 'Pages/Not Found',
  component: NotFoundPage,
  parameters: { layout: 'fullscreen', route: '/no-such-page' },
  decorators: [
    (Story) => (
      <>
        <Story />
        <CurrentPath />
      </>
    ),
  ],
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '404' })).toBeVisible();
    await expect(canvas.getByText('Oops! Page not found')).toBeVisible();
    const home = canvas.getByRole('link', { name: 'Return to Home' });
    await expect(home).toHaveAttribute('href', appRoutes.dashboard);
    await expect(canvas.getByLabelText('Current path')).toHaveTextContent('/no-such-page');
  },
};

export const ReturnToHomeByKeyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Return to Home' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByLabelText('Current path')).toHaveTextContent(/^\/$/));
  },
};
