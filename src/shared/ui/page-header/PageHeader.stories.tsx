import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Button } from '../button';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Design System/PageHeader',
  component: PageHeader,
  args: { title: 'Survey Management', subtitle: 'View, filter and manage all your surveys' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndSubtitle: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Survey Management' })).toBeVisible();
    await expect(canvas.getByText('View, filter and manage all your surveys')).toBeVisible();
  },
};

export const WithActions: Story = {
  args: { title: 'Survey Reports', subtitle: 'View and analyze processed survey reports', actions: <Button variant="secondary">Expand All</Button> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Expand All' })).toBeVisible();
  },
};

export const TitleOnly: Story = {
  args: { title: 'Settings', subtitle: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Settings');
    await expect(canvas.queryByRole('paragraph')).toBeNull();
  },
};
