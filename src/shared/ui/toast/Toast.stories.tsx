import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button';
import { toast, toastQueue, ToastRegion } from './Toast';

/** Stories only render triggers: the one <ToastRegion /> comes from the Storybook providers decorator. */
function Triggers() {
  return (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button variant="secondary" onPress={() => toast.success('Link Copied!', 'Share it with your store managers.')}>
        Copy Link
      </Button>
      <Button
        variant="secondary"
        onPress={() => toast.error('Copy Failed', 'Failed to copy link to clipboard')}
      >
        Copy Link (fails)
      </Button>
      <Button variant="secondary" onPress={() => toast.info('No submissions found for this survey.')}>
        Export Responses
      </Button>
      <Button onPress={() => toast.success('Settings saved successfully')}>Save Settings</Button>
    </div>
  );
}

const meta = {
  title: 'Design System/Toast',
  component: ToastRegion,
  render: () => <Triggers />,
  // One queue for the whole app: start and end every story with it empty so toasts never leak between stories.
  beforeEach: () => {
    toastQueue.clear();
    return () => {
      toastQueue.clear();
    };
  },
} satisfies Meta<typeof ToastRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link' }));
    const item = await body.findByRole('alertdialog', { name: 'Link Copied!' });
    await expect(item).toHaveAccessibleDescription('Share it with your store managers.');
    await expect(body.getByRole('region', { name: /notification/i })).toContainElement(item);
    await userEvent.click(within(item).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByText('Link Copied!')).not.toBeInTheDocument());
  },
};

export const Error: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link (fails)' }));
    const item = await body.findByRole('alertdialog', { name: 'Copy Failed' });
    await expect(within(item).getByText('Failed to copy link to clipboard')).toBeInTheDocument();
    // Error tone: red-50 background.
    await expect(getComputedStyle(item).backgroundColor).toBe('rgb(254, 242, 242)');
    await userEvent.click(within(item).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByText('Copy Failed')).not.toBeInTheDocument());
  },
};

export const Info: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Export Responses' }));
    const item = await body.findByRole('alertdialog', { name: 'No submissions found for this survey.' });
    await expect(getComputedStyle(item).backgroundColor).toBe('rgb(239, 246, 255)');
    await userEvent.click(within(item).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(body.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};

export const Keyboard: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const save = canvas.getByRole('button', { name: 'Save Settings' });
    save.focus();
    await userEvent.keyboard('{Enter}');
    const item = await body.findByRole('alertdialog', { name: 'Settings saved successfully' });
    // F6 jumps to the notifications landmark; Tab moves to the toast, then to its close button.
    await userEvent.keyboard('{F6}');
    await waitFor(() => expect(body.getByRole('region', { name: /notification/i })).toHaveFocus());
    await userEvent.tab();
    await expect(item).toHaveFocus();
    await userEvent.tab();
    await expect(within(item).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByText('Settings saved successfully')).not.toBeInTheDocument());
  },
};

/** Several toasts stack in the corner, newest nearest the corner; left open so axe checks every tone. */
export const Stacked: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Link (fails)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Export Responses' }));
    await waitFor(() => expect(body.getAllByRole('alertdialog')).toHaveLength(3));
    const newest = body.getByRole('alertdialog', { name: 'No submissions found for this survey.' });
    const oldest = body.getByRole('alertdialog', { name: 'Link Copied!' });
    await expect(newest.getBoundingClientRect().top).toBeGreaterThan(oldest.getBoundingClientRect().top);
    const region = body.getByRole('region', { name: /notification/i });
    await expect(getComputedStyle(region).position).toBe('fixed');
  },
};

export const DefaultTimeouts: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async () => {
    toast.error('Copy Failed', 'Failed to copy link to clipboard');
    toast.error('Survey Not Published', 'The server did not answer. Try again in a minute.', { timeout: 10000 });
    toast.success('Link Copied!');
    const timeouts = Object.fromEntries(toastQueue.visibleToasts.map((item) => [item.content.title, item.timeout]));
    await expect(timeouts).toEqual({ 'Copy Failed': 5000, 'Survey Not Published': 10000, 'Link Copied!': 5000 });
  },
};

export const AutoDismiss: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    toast.info('Settings saved successfully', undefined, { timeout: 300 });
    await expect(await body.findByText('Settings saved successfully')).toBeInTheDocument();
    await waitFor(() => expect(body.queryByText('Settings saved successfully')).not.toBeInTheDocument(), {
      timeout: 2000,
    });
  },
};

/** One toast of each tone, as they stack in the corner; queued before the story renders and kept until closed. */
export const Shown: Story = {
  beforeEach: () => {
    toast.success('Link Copied!', 'Share it with your store managers.', { timeout: undefined });
    toast.error('Copy Failed', 'Failed to copy link to clipboard', { timeout: undefined });
    toast.info('No submissions found for this survey.', undefined, { timeout: undefined });
  },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    for (const name of ['Link Copied!', 'Copy Failed', 'No submissions found for this survey.']) {
      const item = await body.findByRole('alertdialog', { name });
      await waitFor(() => expect(item).toBeVisible());
    }
  },
};
