import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Stack } from '../layout';
import { Heading } from './Heading';
import { Text } from './Text';

const meta = {
  title: 'Design System/Typography',
  component: Text,
  args: { children: 'Global overview of all survey activity and insights' },
} satisfies Meta<typeof Text>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Headings: Story = {
  render: () => (
    <Stack>
      <Heading level={1}>Dashboard</Heading>
      <Heading level={2}>Recent Activity</Heading>
      <Heading level={3}>Target Audience</Heading>
      <Heading level={4}>Questions</Heading>
      <Heading level={2} size={4}>
        Small section title
      </Heading>
    </Stack>
  ),
  play: async ({ canvas }) => {
    for (const level of [1, 2, 3, 4]) {
      await expect(canvas.getAllByRole('heading', { level }).length).toBeGreaterThan(0);
    }
    const h1 = canvas.getByRole('heading', { level: 1 });
    const h4 = canvas.getByRole('heading', { level: 4 });
    await expect(parseFloat(getComputedStyle(h1).fontSize)).toBeGreaterThan(parseFloat(getComputedStyle(h4).fontSize));
    await expect(getComputedStyle(canvas.getByText('Small section title')).fontSize).toBe(getComputedStyle(h4).fontSize);
  },
};

export const Body: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Global overview of all survey activity and insights').tagName).toBe('P');
  },
};

export const Tones: Story = {
  render: () => (
    <Stack gap="sm">
      <Text tone="muted">Last 7 days</Text>
      <Text tone="success">Translation completed</Text>
      <Text tone="warning">2 in progress</Text>
      <Text tone="danger">Failed to load surveys</Text>
      <Text tone="info" size="sm" weight="semibold">
        Typically takes 2-5 minutes
      </Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const muted = getComputedStyle(canvas.getByText('Last 7 days')).color;
    const danger = getComputedStyle(canvas.getByText('Failed to load surveys')).color;
    await expect(muted).not.toBe(danger);
  },
};
