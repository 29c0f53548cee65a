import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Inline } from '../layout';
import { Text } from '../text';
import { allStatesStory } from '../story-kit';
import { Avatar } from './Avatar';

const meta = {
  title: 'Design System/Avatar',
  component: Avatar,
  args: { name: 'kim.minji' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'kim.minji' });
    await expect(avatar).toHaveTextContent('K');
  },
};

export const EmptyName: Story = {
  args: { name: '' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Unknown user' });
    await expect(avatar).toHaveTextContent('?');
  },
};

export const Sizes: Story = {
  render: () => (
    <Inline gap="md">
      <Avatar name="ana.garcia" size="sm" />
      <Avatar name="park.jiho" size="md" />
      <Avatar name="lucas.souza" size="lg" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByRole('img', { name: 'ana.garcia' });
    const large = canvas.getByRole('img', { name: 'lucas.souza' });
    await expect(small).toHaveTextContent('A');
    await expect(canvas.getByRole('img', { name: 'park.jiho' })).toHaveTextContent('P');
    await expect(large.getBoundingClientRect().width).toBeGreaterThan(small.getBoundingClientRect().width);
  },
};

export const DecorativeWithName: Story = {
  render: () => (
    <Inline gap="sm">
      <Avatar name="ana.garcia" size="sm" isDecorative />
      <Text as="span" size="sm">
        ana.garcia
      </Text>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('A')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByText('ana.garcia')).toBeVisible();
  },
};

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(Avatar, [
  ['Default', Default],
  ['Empty Name', EmptyName],
]);
