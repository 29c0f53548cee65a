import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button';
import { Dialog, DialogTrigger } from './Dialog';

const surveyFacts = [
  ['Title', 'Store experience, Q4 2025'],
  ['Owner', 'Kim Min-ji'],
  ['Countries', 'Mexico, Guatemala, Colombia'],
  ['Languages', 'Spanish (Mexico), Spanish (Guatemala), Spanish (Colombia)'],
  ['Responses', '1,240 of 2,000'],
] as const;

function SurveyFacts() {
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '8px 16px', margin: 0 }}>
      {surveyFacts.map(([term, detail]) => (
        <div key={term} style={{ display: 'contents' }}>
          <dt style={{ fontWeight: 600 }}>{term}</dt>
          <dd style={{ margin: 0 }}>{detail}</dd>
        </div>
      ))}
    </dl>
  );
}

const meta = {
  title: 'Design System/Dialog',
  component: Dialog,
  args: {
    title: 'Survey Details',
    description: 'Published on 3 November 2025 by Kim Min-ji.',
    children: <SurveyFacts />,
    footer: (
      <Button slot="close" variant="secondary">
        Done
      </Button>
    ),
  },
  render: (args) => (
    <DialogTrigger>
      <Button variant="secondary">View Details</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SurveyDetails: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'View Details' });
    await userEvent.click(trigger);
    const dialog = await body.findByRole('dialog', { name: 'Survey Details' });
    await expect(dialog).toHaveAccessibleDescription('Published on 3 November 2025 by Kim Min-ji.');
    // waitFor: the entry animation starts from transparent.
    await waitFor(() => expect(within(dialog).getByText('Kim Min-ji')).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const KeyboardOpenAndEscape: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'View Details' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Survey Details' });
    await waitFor(() => expect(dialog).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
    // Focus is contained: Tab from the last button wraps to the first.
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const FooterActionCloses: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'View Details' }));
    await userEvent.click(await body.findByRole('button', { name: 'Done' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Clicks the modal overlay around an open dialog. */
async function clickOutside(dialog: HTMLElement) {
  const overlay = dialog.parentElement?.parentElement;
  if (!overlay) throw new Error('dialog is not inside a modal overlay');
  await userEvent.click(overlay);
}

export const ClickOutsideCloses: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'View Details' }));
    await clickOutside(await body.findByRole('dialog', { name: 'Survey Details' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const NotDismissableByClickOutside: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: { isDismissable: false },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'View Details' }));
    await clickOutside(await body.findByRole('dialog', { name: 'Survey Details' }));
    const dialog = body.getByRole('dialog', { name: 'Survey Details' });
    await expect(dialog).toBeInTheDocument();
    // Closed through its own button: after a click outside, where focus lands decides whether Escape reaches the dialog.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const questions = Array.from({ length: 30 }, (_, index) => `Question ${index + 1}: How satisfied were you with the store staff?`);

export const LongContent: Story = {
  args: {
    title: 'Survey Questions',
    description: '30 questions in Spanish (Mexico).',
    size: 'lg',
    children: (
      <ol style={{ margin: 0, paddingLeft: 20 }}>
        {questions.map((question) => (
          <li key={question} style={{ marginBottom: 12 }}>
            {question}
          </li>
        ))}
      </ol>
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'View Details' }));
    const dialog = await body.findByRole('dialog', { name: 'Survey Questions' });
    const lastQuestion = within(dialog).getByText(/Question 30:/);
    const scroller = lastQuestion.closest('ol')?.parentElement?.parentElement;
    if (!scroller) throw new Error('question list is not in the dialog body');
    await expect(scroller.scrollHeight).toBeGreaterThan(scroller.clientHeight);
    // The dialog itself fits the viewport; only its body scrolls, and the footer stays visible.
    await expect(dialog.getBoundingClientRect().bottom).toBeLessThanOrEqual(window.innerHeight);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Done' })).toBeVisible());

    // The overflowing body is reachable by keyboard so it can be scrolled with the arrow keys.
    await waitFor(() => expect(scroller).toHaveAttribute('tabindex', '0'));
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(scroller).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Done' })).toHaveFocus();
  },
};

function CreateSurveyDialog() {
  const [isPending, setPending] = useState(false);
  return (
    <DialogTrigger>
      <Button>Create Survey</Button>
      <Dialog
        title="Create Survey"
        size="sm"
        isPending={isPending}
        footer={
          <>
            <Button slot="close" variant="secondary" isDisabled={isPending}>
              Cancel
            </Button>
            <Button
              isPending={isPending}
              onPress={() => {
                setPending(true);
              }}
            >
              {isPending ? 'Creating Survey...' : 'Yes, Create Survey'}
            </Button>
          </>
        }
      >
        The survey will be sent to 2,000 customers in Mexico, Guatemala and Colombia.
      </Dialog>
    </DialogTrigger>
  );
}

/** The dialog as it first appears. */
export const Open: Story = {
  render: (args) => (
    <DialogTrigger defaultOpen>
      <Button variant="secondary">View Details</Button>
      <Dialog {...args} />
    </DialogTrigger>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Survey Details' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Done' })).toBeVisible();
  },
};

/**
 * While the request is in flight nothing closes the dialog: not Escape, not a click outside, not the close button.
 * Kept last: the pending button's live announcement outlives the story and would trip the next story's axe check.
 */
export const PendingRequest: Story = {
  render: () => <CreateSurveyDialog />,
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Create Survey' }));
    const dialog = await body.findByRole('dialog', { name: 'Create Survey' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes, Create Survey' }));

    const pending = await within(dialog).findByRole('button', { name: /Creating Survey/ });
    await expect(pending).toHaveAttribute('aria-disabled', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeDisabled();

    await userEvent.keyboard('{Escape}');
    await clickOutside(dialog);
    await expect(body.getByRole('dialog', { name: 'Create Survey' })).toBeInTheDocument();
  },
};
