import { CircleAlert, CircleCheck, Clock, Globe, LoaderCircle, MapPin } from 'lucide-react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Inline } from '../layout';
import { Badge } from './Badge';

const meta = {
  title: 'Design System/Badge',
  component: Badge,
  args: { children: 'Active', tone: 'success' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
  },
};

export const ActiveInactive: Story = {
  render: () => (
    <Inline gap="sm">
      <Badge tone="success">Active</Badge>
      <Badge tone="neutral">Inactive</Badge>
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.getByText('Inactive')).toBeVisible();
  },
};

export const ReportStatuses: Story = {
  render: () => (
    <Inline gap="sm">
      <Badge tone="success" icon={<CircleCheck size={14} />}>Completed</Badge>
      <Badge tone="info" icon={<LoaderCircle size={14} />}>Generating</Badge>
      <Badge tone="warning" icon={<Clock size={14} />}>Pending</Badge>
      <Badge tone="neutral" icon={<CircleAlert size={14} />}>Not Enough Data</Badge>
    </Inline>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const status of ['Completed', 'Generating', 'Pending', 'Not Enough Data']) {
      await expect(canvas.getByText(status)).toBeVisible();
    }
    // Icons are decorative: the status text alone names each badge.
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(4);
    for (const icon of icons) await expect(icon.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const Scopes: Story = {
  render: () => (
    <Inline gap="sm">
      <Badge tone="accent" size="sm" icon={<Globe size={12} />}>GLOBAL</Badge>
      <Badge tone="info" size="sm">REGIONAL</Badge>
      <Badge tone="neutral" size="sm" icon={<MapPin size={12} />}>LOCAL</Badge>
      <Badge tone="warning" size="sm">COUNTRY</Badge>
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const scope of ['GLOBAL', 'REGIONAL', 'LOCAL', 'COUNTRY']) {
      await expect(canvas.getByText(scope)).toBeVisible();
    }
  },
};

export const Tones: Story = {
  render: () => (
    <Inline gap="sm">
      <Badge tone="success">Success</Badge>
      <Badge tone="warning">Warning</Badge>
      <Badge tone="danger">Danger</Badge>
      <Badge tone="info">Info</Badge>
      <Badge tone="neutral">Neutral</Badge>
      <Badge tone="accent">Accent</Badge>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const success = canvas.getByText('Success');
    const danger = canvas.getByText('Danger');
    await expect(getComputedStyle(success).backgroundColor).not.toBe(getComputedStyle(danger).backgroundColor);
  },
};

export const Sizes: Story = {
  render: () => (
    <Inline gap="sm">
      <Badge size="sm">Small</Badge>
      <Badge size="md">Medium</Badge>
    </Inline>
  ),
  play: async ({ canvas }) => {
    const small = canvas.getByText('Small').getBoundingClientRect().height;
    const medium = canvas.getByText('Medium').getBoundingClientRect().height;
    await expect(medium).toBeGreaterThan(small);
  },
};
