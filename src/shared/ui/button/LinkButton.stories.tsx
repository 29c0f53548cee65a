import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Route, Switch } from 'wouter';

import { Inline } from '../layout';
import { Text } from '../text';
import { LinkButton } from './LinkButton';

const meta = {
  title: 'Design System/LinkButton',
  component: LinkButton,
  parameters: {
    docs: {
      description: {
        component:
          "A react-aria `Link` with the button's look, for actions that go to another page ('Sign In', 'Create New Survey'). It is announced as a link and follows the app's router for internal addresses.",
      },
    },
  },
  argTypes: {
    variant: {
      control: 'inline-radio',
      options: ['primary', 'secondary', 'ghost', 'destructive'],
      description: 'The look, shared with Button.',
      table: { defaultValue: { summary: 'primary' } },
    },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'], description: 'Height and padding.', table: { defaultValue: { summary: 'md' } } },
    isFullWidth: { control: 'boolean', description: 'Fills the width of its container.', table: { defaultValue: { summary: 'false' } } },
    href: { control: 'text', description: 'Where it goes; an internal path goes through the router.' },
  },
  args: { href: '/surveys/new', children: 'Create New Survey', variant: 'primary', size: 'md', isFullWidth: false },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Create New Survey' })).toHaveAttribute('href', '/surveys/new');
  },
};

export const AllStates: Story = {
  render: (args) => (
    <Inline gap="md">
      <LinkButton {...args} variant="primary">
        Primary
      </LinkButton>
      <LinkButton {...args} variant="secondary">
        Secondary
      </LinkButton>
      <LinkButton {...args} variant="ghost">
        Ghost
      </LinkButton>
      <LinkButton {...args} size="sm">
        Small
      </LinkButton>
      <LinkButton {...args} size="lg">
        Large
      </LinkButton>
      <LinkButton {...args} isDisabled>
        Disabled
      </LinkButton>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(6);
    await expect(canvas.getByRole('link', { name: 'Disabled' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const FollowByKeyboard: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  parameters: { route: '/' },
  render: (args) => (
    <Switch>
      <Route path="/surveys/new">
        <Text>Create Survey page</Text>
      </Route>
      <Route>
        <LinkButton {...args} />
      </Route>
    </Switch>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Create New Survey' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByText('Create Survey page')).toBeVisible();
  },
};
