import { Lock } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

import { Button } from '../button';
import { Tooltip, TooltipTrigger } from './Tooltip';

const hint = 'Region is pre-selected based on your access level';

const meta = {
  title: 'Design System/Tooltip',
  component: Tooltip,
  args: { children: hint },
  render: (args) => (
    <div style={{ paddingTop: 64 }}>
      <TooltipTrigger>
        <Button variant="secondary" icon={<Lock size={16} aria-hidden />}>
          Latin America &amp; Caribbean
        </Button>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnKeyboardFocus: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Latin America & Caribbean' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    const tooltip = await body.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent(hint);
    await expect(trigger).toHaveAccessibleDescription(hint);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const OnHover: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  play: async ({ canvas, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const trigger = canvas.getByRole('button', { name: 'Latin America & Caribbean' });
    // A mouse move elsewhere first, as a real pointer would: tooltips open on hover only in pointer modality.
    await userEvent.hover(canvasElement);
    await userEvent.hover(trigger);
    await expect(await body.findByRole('tooltip', {}, { timeout: 3000 })).toHaveTextContent(hint);
    await userEvent.unhover(trigger);
    await waitFor(() => expect(body.queryByRole('tooltip')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};

export const Placements: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 160, padding: '64px 160px' }}>
      {(['top', 'bottom', 'start', 'end'] as const).map((placement) => (
        <TooltipTrigger key={placement} isOpen>
          <Button variant="secondary">{placement}</Button>
          <Tooltip {...args} placement={placement}>
            Mexico
          </Tooltip>
        </TooltipTrigger>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const tooltips = await within(canvasElement.ownerDocument.body).findAllByRole('tooltip');
    await expect(tooltips).toHaveLength(4);
    const placements = tooltips.map((tooltip) => tooltip.getAttribute('data-placement'));
    await expect(placements).toEqual(expect.arrayContaining(['top', 'bottom', 'left', 'right']));
  },
};

export const WithoutArrow: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  args: { hasArrow: false },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.hover(canvasElement);
    await userEvent.hover(canvas.getByRole('button', { name: 'Latin America & Caribbean' }));
    const tooltip = await within(canvasElement.ownerDocument.body).findByRole('tooltip', {}, { timeout: 3000 });
    await expect(tooltip.querySelector('svg')).toBeNull();
  },
};

/** The tooltip as it shows on hover or keyboard focus. */
export const Open: Story = {
  render: (args) => (
    <div style={{ paddingTop: 64 }}>
      <TooltipTrigger defaultOpen>
        <Button variant="secondary" icon={<Lock size={16} aria-hidden />}>
          Latin America &amp; Caribbean
        </Button>
        <Tooltip {...args} />
      </TooltipTrigger>
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement.ownerDocument.body).findByRole('tooltip')).toHaveTextContent(hint);
  },
};
