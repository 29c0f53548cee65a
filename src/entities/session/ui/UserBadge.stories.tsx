import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { demoUsers } from '../api/__mocks__/sessionFixtures';
import { userFromClaims } from '../model/user';
import { UserBadge } from './UserBadge';

const meta = {
  title: 'Entities/UserBadge',
  component: UserBadge,
  args: { user: userFromClaims(demoUsers.admin) },
} satisfies Meta<typeof UserBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('admin')).toBeVisible();
    await expect(canvas.getByText('admin@example.com')).toBeVisible();
    await expect(canvas.getByText('A')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const LocalManager: Story = {
  args: { user: userFromClaims(demoUsers.mexicoLocal) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('mexico.local')).toBeVisible();
    await expect(canvas.getByText('mexico.local@example.com')).toBeVisible();
    await expect(canvas.getByText('M')).toBeVisible();
  },
};

export const HangulName: Story = {
  args: { user: { username: '김민지', email: 'kim.minji@example.com' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('김민지')).toBeVisible();
    await expect(canvas.getByText('김')).toBeVisible();
  },
};

export const LongEmail: Story = {
  args: {
    user: { username: 'maria.fernanda.gonzalez', email: 'maria.fernanda.gonzalez.rodriguez@latam-retail.example.com' },
  },
  render: (args) => (
    <div style={{ width: 200 }}>
      <UserBadge {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('maria.fernanda.gonzalez.rodriguez@latam-retail.example.com')).toBeVisible();
  },
};

export const WithoutName: Story = {
  args: { user: { username: '', email: '' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Unknown user')).toBeVisible();
    await expect(canvas.getByText('?')).toBeVisible();
  },
};

export const Compact: Story = {
  args: { compact: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'admin' })).toHaveTextContent('A');
    await expect(canvas.queryByText('admin@example.com')).toBeNull();
  },
};
