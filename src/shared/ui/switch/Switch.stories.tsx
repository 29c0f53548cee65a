import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { allStatesStory } from '../story-kit';
import { Switch } from './Switch';

const meta = {
  title: 'Design System/Switch',
  component: Switch,
  args: { children: 'Email Notifications', defaultSelected: true, onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmailNotificationsOn: Story = {
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Email Notifications' });
    await expect(toggle).toBeChecked();
    await userEvent.click(canvas.getByText('Email Notifications'));
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

export const WeeklyReportSummaryOff: Story = {
  args: { children: 'Weekly Report Summary', defaultSelected: false },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Weekly Report Summary' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const WithDescription: Story = {
  args: { children: 'Weekly Report Summary', defaultSelected: false, description: 'Every Monday at 8:00, in your timezone.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Weekly Report Summary' })).toHaveAccessibleDescription(
      'Every Monday at 8:00, in your timezone.',
    );
  },
};

export const Keyboard: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: { children: 'Weekly Report Summary', defaultSelected: false },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const toggle = canvas.getByRole('switch', { name: 'Weekly Report Summary' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

export const SettingsList: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <Switch {...args}>Email Notifications</Switch>
      <Switch {...args} defaultSelected={false}>
        Weekly Report Summary
      </Switch>
      <Switch {...args} isDisabled>
        SMS Alerts (not available in your region)
      </Switch>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('switch')).toHaveLength(3);
    await expect(canvas.getByRole('switch', { name: 'Email Notifications' })).toBeChecked();
    await expect(canvas.getByRole('switch', { name: 'Weekly Report Summary' })).not.toBeChecked();
    // Tab skips the disabled switch.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: 'Weekly Report Summary' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('switch', { name: /SMS Alerts/ })).not.toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { children: 'Email Notifications', isDisabled: true },
  play: async ({ canvas, args }) => {
    const toggle = canvas.getByRole('switch', { name: 'Email Notifications' });
    await expect(toggle).toBeDisabled();
    await userEvent.click(canvas.getByText('Email Notifications'), { pointerEventsCheck: 0 });
    await expect(toggle).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(Switch, [
  ['Email Notifications On', EmailNotificationsOn],
  ['Weekly Report Summary Off', WeeklyReportSummaryOff],
  ['With Description', WithDescription],
  ['Disabled', Disabled],
]);
