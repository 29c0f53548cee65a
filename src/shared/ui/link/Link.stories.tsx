import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { useLocation } from 'wouter';

import { Text } from '../text';
import { allStatesStory } from '../story-kit';
import { Link } from './Link';

/** Shows the router's current path, so plays can see client-side navigation happen. */
function CurrentPath() {
  const [location] = useLocation();
  return <Text size="sm" tone="muted">Current path: {location}</Text>;
}

const meta = {
  title: 'Design System/Link',
  component: Link,
  args: { href: '/', children: 'Return to Home' },
  parameters: { route: '/surveys/42' },
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Link {...args} />
      <CurrentPath />
    </div>
  ),
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ReturnToHome: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Current path: /surveys/42')).toBeInTheDocument();
    const link = canvas.getByRole('link', { name: 'Return to Home' });
    await expect(link).toHaveAttribute('href', '/');
    await expect(link).not.toHaveAttribute('target');
    await userEvent.click(link);
    await expect(await canvas.findByText('Current path: /')).toBeInTheDocument();
  },
};

export const KeyboardFocus: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: { href: '/surveys', children: 'Back to surveys' },
  play: async ({ canvas }) => {
    await userEvent.tab();
    const link = canvas.getByRole('link', { name: 'Back to surveys' });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Current path: /surveys')).toBeInTheDocument();
  },
};

export const External: Story = {
  args: { href: 'https://help.example.com/surveys/target-regions', children: 'How target regions work' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'How target regions work (opens in a new tab)' });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const ExplicitlyExternal: Story = {
  args: { href: '/reports/export.pdf', isExternal: true, children: 'Open the Q4 report' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /Open the Q4 report/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAccessibleName('Open the Q4 report (opens in a new tab)');
  },
};

export const InlineInText: Story = {
  render: (args) => (
    <Text>
      You have no surveys targeting Guatemala yet. <Link {...args} href="/surveys/new">Create a survey</Link> to
      start collecting feedback.
    </Text>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Create a survey' });
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
    await expect(getComputedStyle(link).display).toBe('inline');
  },
};

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(Link, [
  ['Return To Home', ReturnToHome],
  ['External', External],
  ['Explicitly External', ExplicitlyExternal],
]);
