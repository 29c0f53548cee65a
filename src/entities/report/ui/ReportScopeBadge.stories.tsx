import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Inline } from '@/shared/ui/layout';

import { ReportScopeBadge } from './ReportScopeBadge';

const meta = {
  title: 'Entities/Report/ReportScopeBadge',
  component: ReportScopeBadge,
  args: { scope: 'GLOBAL' },
} satisfies Meta<typeof ReportScopeBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Global: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('GLOBAL')).toBeVisible();
  },
};

export const Country: Story = {
  args: { scope: 'COUNTRY' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('COUNTRY')).toBeVisible();
  },
};

export const AllScopes: Story = {
  render: () => (
    <Inline gap="sm">
      <ReportScopeBadge scope="GLOBAL" />
      <ReportScopeBadge scope="REGIONAL" />
      <ReportScopeBadge scope="LOCAL" />
      <ReportScopeBadge scope="COUNTRY" />
    </Inline>
  ),
  play: async ({ canvas }) => {
    for (const scope of ['GLOBAL', 'REGIONAL', 'LOCAL', 'COUNTRY']) {
      await expect(canvas.getByText(scope)).toBeVisible();
    }
  },
};
