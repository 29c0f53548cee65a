import { VisuallyHidden } from 'react-aria-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Card } from '../card';
import { Inline, Stack } from '../layout';
import { Skeleton } from './Skeleton';
import { allStatesStory } from '../story-kit';

const meta = {
  title: 'Design System/Skeleton',
  component: Skeleton,
  args: { width: 240, height: 40 },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

function blocks(root: HTMLElement) {
  return Array.from(root.querySelectorAll<HTMLElement>('[data-skeleton]'));
}

/** Every placeholder sits under aria-hidden, so screen readers skip it. */
async function expectHidden(root: HTMLElement) {
  for (const block of blocks(root)) await expect(block.closest('[aria-hidden="true"]')).not.toBeNull();
}

export const Rect: Story = {
  play: async ({ canvasElement }) => {
    const [block] = blocks(canvasElement);
    await expect(block).toBeDefined();
    await expect(block?.getBoundingClientRect().width).toBe(240);
    await expect(block?.getBoundingClientRect().height).toBe(40);
    await expectHidden(canvasElement);
  },
};

export const TextLines: Story = {
  args: { variant: 'text', lines: 3, width: 320, height: undefined },
  play: async ({ canvasElement }) => {
    const lines = blocks(canvasElement);
    await expect(lines).toHaveLength(3);
    const [first, , last] = lines.map((line) => line.getBoundingClientRect().width);
    await expect(last).toBeLessThan(first ?? 0);
    await expectHidden(canvasElement);
  },
};

export const Circle: Story = {
  args: { variant: 'circle', width: undefined, height: 48 },
  play: async ({ canvasElement }) => {
    const [circle] = blocks(canvasElement);
    await expect(circle?.getBoundingClientRect().width).toBe(48);
    await expect(getComputedStyle(circle ?? canvasElement).borderRadius).not.toBe('0px');
  },
};

export const CardLoading: Story = {
  render: () => (
    <div style={{ maxWidth: 280 }}>
      <Card padding="md">
        <span role="status">
          <VisuallyHidden>Loading survey statistics...</VisuallyHidden>
        </span>
        <Stack gap="sm">
          <Skeleton variant="text" width="60%" />
          <Skeleton width={72} height={32} />
          <Skeleton variant="text" width="40%" height="0.75em" />
        </Stack>
      </Card>
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(blocks(canvasElement)).toHaveLength(3);
    await expectHidden(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading survey statistics...');
  },
};

const ROWS = 5;

export const TableRowsLoading: Story = {
  render: () => (
    <Stack gap="none">
      <span role="status">
        <VisuallyHidden>Loading surveys...</VisuallyHidden>
      </span>
      {Array.from({ length: ROWS }, (_, row) => (
        <Inline key={row} gap="lg" flexWrap="nowrap" paddingY="md">
          <Skeleton variant="circle" height={24} />
          <Skeleton variant="text" width="40%" />
          <Skeleton variant="text" width="20%" />
          <Skeleton width={64} height={20} variant="circle" />
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    await expect(blocks(canvasElement)).toHaveLength(ROWS * 4);
    await expectHidden(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading surveys...');
  },
};

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(Skeleton, [
  ['Rect', Rect],
  ['Text Lines', TextLines],
  ['Circle', Circle],
]);
