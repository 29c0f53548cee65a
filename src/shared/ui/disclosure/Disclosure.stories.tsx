import { useState } from 'react';
import type { Key } from 'react-aria-components';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

import { Badge } from '../badge';
import { Button } from '../button';
import { Inline, Stack } from '../layout';
import { Text } from '../text';
import { Disclosure, DisclosureGroup } from './Disclosure';
import { allStatesStory } from '../story-kit';

function ReportSummary({ responses, countries }: { responses: string; countries: string }) {
  return (
    <Stack gap="xs">
      <Text size="sm">Responses: {responses}</Text>
      <Text size="sm" tone="muted">
        Countries: {countries}
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'Design System/Disclosure',
  component: Disclosure,
  args: {
    title: 'Experiencia en tienda Q3',
    meta: <Badge tone="success" size="sm">Completed</Badge>,
    children: <ReportSummary responses="1,204" countries="Mexico, Guatemala" />,
    onExpandedChange: fn(),
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Experiencia en tienda Q3' });
    await expect(canvas.getByRole('heading', { level: 3 })).toContainElement(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Responses: 1,204')).not.toBeVisible();
    await expect(canvas.getByText('Completed')).toBeVisible();

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Responses: 1,204')).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Responses: 1,204')).not.toBeVisible();
  },
};

export const Expanded: Story = {
  args: { defaultExpanded: true },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Experiencia en tienda Q3' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('group', { name: 'Experiencia en tienda Q3' })).toBeVisible();

    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText('Responses: 1,204')).not.toBeVisible();
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Responses: 1,204')).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenCalledTimes(2);
  },
};

export const Disabled: Story = {
  args: {
    title: 'Satisfação na loja Q3',
    meta: <Badge tone="neutral" size="sm">Not Enough Data</Badge>,
    isDisabled: true,
  },
  play: async ({ canvas, args }) => {
    const trigger = canvas.getByRole('button', { name: 'Satisfação na loja Q3' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger, { pointerEventsCheck: 0 });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};

const reports = [
  { id: 'mx-q3', title: 'Experiencia en tienda Q3', status: 'Completed', responses: '1,204', countries: 'Mexico, Guatemala' },
  { id: 'br-q3', title: 'Satisfação na loja Q3', status: 'Generating', responses: '836', countries: 'Brazil' },
  { id: 'co-nps', title: 'Customer loyalty (NPS) 2025', status: 'Pending', responses: '412', countries: 'Colombia, Peru' },
] as const;

const statusTone = { Completed: 'success', Generating: 'info', Pending: 'warning' } as const;

function ReportGroup() {
  const [expandedKeys, setExpandedKeys] = useState<Set<Key>>(new Set(['mx-q3']));
  return (
    <Stack gap="md">
      <Inline gap="sm">
        <Button variant="secondary" size="sm" onPress={() => { setExpandedKeys(new Set(reports.map((r) => r.id))); }}>
          Expand All
        </Button>
        <Button variant="secondary" size="sm" onPress={() => { setExpandedKeys(new Set()); }}>
          Collapse All
        </Button>
      </Inline>
      <DisclosureGroup expandedKeys={expandedKeys} onExpandedChange={setExpandedKeys}>
        {reports.map((report) => (
          <Disclosure
            key={report.id}
            id={report.id}
            title={report.title}
            meta={<Badge tone={statusTone[report.status]} size="sm">{report.status}</Badge>}
          >
            <ReportSummary responses={report.responses} countries={report.countries} />
          </Disclosure>
        ))}
      </DisclosureGroup>
    </Stack>
  );
}

export const GroupWithExpandAll: Story = {
  render: () => <ReportGroup />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const triggers = reports.map((report) => canvas.getByRole('button', { name: report.title }));
    const expanded = () => triggers.map((trigger) => trigger.getAttribute('aria-expanded'));
    await expect(expanded()).toEqual(['true', 'false', 'false']);

    await userEvent.click(canvas.getByRole('button', { name: 'Expand All' }));
    await expect(expanded()).toEqual(['true', 'true', 'true']);
    await expect(canvas.getByText('Responses: 836')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Collapse All' }));
    await expect(expanded()).toEqual(['false', 'false', 'false']);
    await expect(canvas.getByText('Responses: 836')).not.toBeVisible();

    // Keyboard: from 'Collapse All', Tab reaches the second report's trigger after the first.
    await userEvent.tab();
    await userEvent.tab();
    await expect(triggers[1]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(expanded()).toEqual(['false', 'true', 'false']);
  },
};

/** Every state side by side, for review: each is one of the stories above. */
export const AllStates: Story = allStatesStory(Disclosure, [
  ['Collapsed', Collapsed],
  ['Expanded', Expanded],
  ['Disabled', Disabled],
]);
