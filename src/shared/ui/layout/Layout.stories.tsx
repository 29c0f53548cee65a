import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Button } from '../button';
import { Text } from '../text';
import { Box } from './Box';
import { Inline } from './Inline';
import { Stack } from './Stack';

const meta = {
  title: 'Design System/Layout',
  component: Box,
} satisfies Meta<typeof Box>;

export default meta;
type Story = StoryObj<typeof meta>;

export const StackOfItems: Story = {
  render: () => (
    <Stack gap="lg" data-testid="stack">
      <Text>Mexico</Text>
      <Text>Guatemala</Text>
      <Text>Colombia</Text>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const stack = canvas.getByTestId('stack');
    const style = getComputedStyle(stack);
    await expect(style.flexDirection).toBe('column');
    await expect(style.rowGap).toBe('16px');
  },
};

export const InlineRow: Story = {
  render: () => (
    <Inline gap="md" data-testid="inline">
      <Button variant="secondary">Search</Button>
      <Button variant="ghost">Reset</Button>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const inline = canvas.getByTestId('inline');
    await expect(getComputedStyle(inline).flexDirection).toBe('row');
    const [search, reset] = canvas.getAllByRole('button');
    await expect(search?.getBoundingClientRect().top).toBe(reset?.getBoundingClientRect().top);
  },
};

export const BoxAsSemanticElement: Story = {
  render: () => (
    <Box as="section" aria-label="Quick Links" padding="xl" data-testid="box">
      <Text>Create New Survey</Text>
    </Box>
  ),
  play: async ({ canvas }) => {
    const section = canvas.getByRole('region', { name: 'Quick Links' });
    await expect(section.tagName).toBe('SECTION');
    await expect(getComputedStyle(section).paddingLeft).toBe('24px');
    await expect(section).not.toHaveAttribute('padding');
  },
};
