import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

import { Button } from '../button';
import { allStatesStory } from '../story-kit';
import { Select, SelectItem, type SelectOption } from './Select';

const languages: SelectOption[] = [
  { id: 'en', label: 'English' },
  { id: 'es', label: 'Spanish' },
  { id: 'fr', label: 'French' },
  { id: 'de', label: 'German' },
  { id: 'ko', label: 'Korean' },
];

const meta = {
  title: 'Design System/Select',
  component: Select,
  args: { label: 'Default Language', items: languages, defaultValue: 'en', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DefaultLanguage: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Default Language/ });
    await expect(trigger).toHaveTextContent('English');
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const listbox = await screen.findByRole('listbox');
    // Opening moves focus to the current value, so two steps down lands on French.
    await waitFor(() => expect(screen.getByRole('option', { name: 'English' })).toHaveFocus());
    await expect(screen.getByRole('option', { name: 'English' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(listbox).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('French');
    // Focus goes back to the trigger once the popover has unmounted.
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onChange).toHaveBeenCalledWith('fr');
  },
};

export const ChooseWithPointer: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Default Language/ });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(await screen.findByRole('option', { name: 'Korean' }));
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(trigger).toHaveTextContent('Korean');
    await expect(args.onChange).toHaveBeenCalledWith('ko');
  },
};

/** Static `SelectItem` children and a placeholder while nothing is chosen. */
export const Timezone: Story = {
  args: { label: 'Report Timezone', items: undefined, defaultValue: undefined, placeholder: 'Select a timezone' },
  render: (args) => (
    <Select {...args}>
      <SelectItem id="utc">UTC (Coordinated Universal Time)</SelectItem>
      <SelectItem id="est">EST (Eastern Standard Time)</SelectItem>
      <SelectItem id="pst">PST (Pacific Standard Time)</SelectItem>
      <SelectItem id="cet">CET (Central European Time)</SelectItem>
      <SelectItem id="kst">KST (Korea Standard Time)</SelectItem>
    </Select>
  ),
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Report Timezone/ });
    await expect(trigger).toHaveTextContent('Select a timezone');
    await userEvent.click(trigger);
    await expect(await screen.findAllByRole('option')).toHaveLength(5);
    // Typeahead inside the open list.
    await userEvent.keyboard('k');
    await waitFor(() => expect(screen.getByRole('option', { name: 'KST (Korea Standard Time)' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveTextContent('KST (Korea Standard Time)');
    await expect(args.onChange).toHaveBeenCalledWith('kst');
  },
};

export const WithDescription: Story = {
  args: { description: 'Respondents can still switch language in the survey.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Default Language/ })).toHaveAccessibleDescription(
      'Respondents can still switch language in the survey.',
    );
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'es' },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: /Default Language/ });
    await expect(trigger).toBeDisabled();
    await expect(trigger).toHaveTextContent('Spanish');
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  args: { defaultValue: undefined, isInvalid: true, errorMessage: 'Choose the language respondents see first.' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: /Default Language/ });
    await expect(canvas.getByText('Choose the language respondents see first.')).toBeVisible();
    await expect(trigger).toHaveAccessibleDescription('Choose the language respondents see first.');
    await expect(trigger).toHaveTextContent('Select an item');
  },
};

/** Native form validation: submitting without a value shows the error, choosing one clears it. */
export const RequiredOnSubmit: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: { defaultValue: undefined, isRequired: true, errorMessage: 'Choose the language respondents see first.' },
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
      }}
      style={{ display: 'flex', flexDirection: 'column', gap: 12, alignItems: 'flex-start' }}
    >
      <Select {...args} />
      <Button type="submit">Save Survey Settings</Button>
    </form>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByText('Choose the language respondents see first.')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Save Survey Settings' }));
    await expect(await canvas.findByText('Choose the language respondents see first.')).toBeVisible();
    const trigger = canvas.getByRole('button', { name: /Default Language/ });
    await userEvent.click(trigger);
    await userEvent.click(await screen.findByRole('option', { name: 'Spanish' }));
    await waitFor(() => expect(canvas.queryByText('Choose the language respondents see first.')).not.toBeInTheDocument());
    await expect(args.onChange).toHaveBeenCalledWith('es');
  },
};

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(Select, [
  ['Default Language', DefaultLanguage],
  ['With Description', WithDescription],
  ['Disabled', Disabled],
  ['Invalid', Invalid],
]);
