import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';

import { allStatesStory } from '../story-kit';
import { TextArea } from './TextArea';

const meta = {
  title: 'Design System/TextArea',
  component: TextArea,
  args: {
    label: 'Survey Introduction',
    placeholder: 'Tell respondents why their feedback matters...',
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 480 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, args }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Survey Introduction' });
    await expect(textArea.tagName).toBe('TEXTAREA');
    await expect(textArea).toHaveAttribute('rows', '4');
    await userEvent.click(textArea);
    await userEvent.type(textArea, 'Gracias por visitarnos.{Enter}Your answers take 3 minutes.');
    await expect(textArea).toHaveValue('Gracias por visitarnos.\nYour answers take 3 minutes.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Gracias por visitarnos.\nYour answers take 3 minutes.');
  },
};

export const KeyboardFocus: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas }) => {
    await userEvent.tab();
    const textArea = canvas.getByRole('textbox', { name: 'Survey Introduction' });
    await expect(textArea).toHaveFocus();
    await userEvent.keyboard('Obrigado!');
    await expect(textArea).toHaveValue('Obrigado!');
  },
};

export const Rows: Story = {
  args: { rows: 8, label: 'Closing Message' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Closing Message' });
    await expect(textArea).toHaveAttribute('rows', '8');
    // Eight lines of text are taller than the default four.
    await expect(textArea.getBoundingClientRect().height).toBeGreaterThan(150);
  },
};

export const WithDescription: Story = {
  args: { description: 'Shown above the first question, in every survey language.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Survey Introduction' })).toHaveAccessibleDescription(
      'Shown above the first question, in every survey language.',
    );
  },
};

export const Invalid: Story = {
  args: {
    isRequired: true,
    validationBehavior: 'aria',
    defaultValue: 'Hola',
    validate: (value) => (value.length < 20 ? 'Write at least 20 characters so respondents get context.' : null),
  },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: /Survey Introduction/ });
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Write at least 20 characters so respondents get context.')).toBeVisible();
  },
};

/** Correcting the invalid value clears the error. */
export const InvalidUntilCorrected: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: Invalid.args,
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: /Survey Introduction/ });
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Write at least 20 characters so respondents get context.')).toBeVisible();
    await userEvent.type(textArea, ', gracias por tu tiempo.');
    await expect(textArea).not.toHaveAttribute('aria-invalid');
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: 'This survey is closed; the introduction can no longer change.' },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Survey Introduction' });
    await expect(textArea).toBeDisabled();
    await userEvent.type(textArea, ' Edited', { pointerEventsCheck: 0 });
    await expect(textArea).toHaveValue('This survey is closed; the introduction can no longer change.');
  },
};

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(TextArea, [
  ['Default', Default],
  ['Rows', Rows],
  ['With Description', WithDescription],
  ['Invalid', Invalid],
  ['Disabled', Disabled],
]);
