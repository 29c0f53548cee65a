import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useLocation } from 'wouter';

import type { ActivityItem } from '../model/activityItem';
import { REPORT_AUTHOR } from '../model/recentActivity';
import { RecentActivity, type RecentActivityProps } from './RecentActivity';

const NOW = new Date('2026-11-21T12:00:00Z');

const ACTIVITIES: ActivityItem[] = [
  {
    id: 'survey-svy-008',
    type: 'survey_created',
    displayText: 'Calidad del servicio — Colombia',
    userDisplay: 'ana.garcia',
    timestamp: new Date('2026-11-21T11:55:00Z'),
    linkTo: '/surveys?surveyId=svy-008',
  },
  {
    id: 'report-rpt-004-global',
    type: 'report_generated',
    displayText: 'Customer loyalty (NPS) — North America — Global',
    userDisplay: REPORT_AUTHOR,
    timestamp: new Date('2026-11-21T09:30:00Z'),
    linkTo: '/reports/rpt-004-global',
  },
];

/**
 * An entry whose time cannot be read. Made inside a component of its own: an invalid Date in args, or in the element a
 * story renders, breaks Storybook's source snippet (RangeError: Invalid time value).
 */
function undatedActivity(): ActivityItem {
  return {
    id: 'survey-svy-009',
    type: 'survey_created',
    displayText: 'Encuesta sin fecha',
    userDisplay: 'park.jiho',
    timestamp: new Date(Number.NaN),
    linkTo: '/surveys?surveyId=svy-009',
  };
}

function WithUndatedEntry(args: RecentActivityProps) {
  return <RecentActivity {...args} activities={[...args.activities, undatedActivity()]} />;
}

function CurrentPath() {
  const [path] = useLocation();
  return <output aria-label="Current path">{path}</output>;
}

const meta = {
  title: 'Pages/Dashboard/Recent Activity',
  component: RecentActivity,
  parameters: {
    docs: {
      description: {
        component:
          "The dashboard's latest survey creations and report generations, newest first (spec section 2): who did what, a link to it, and how long ago. It says so while loading, when there is nothing, and when the dashboard could not load.",
      },
    },
  },
  argTypes: {
    status: {
      control: 'inline-radio',
      options: ['loading', 'failed', 'loaded'],
      description: "Where the dashboard's data is: loading, failed, or loaded (then the list or the empty text).",
    },
    activities: { control: 'object', description: 'At most five entries, newest first.' },
    now: { control: 'date', description: 'The moment relative times are measured from; the time of rendering when omitted.' },
  },
  args: { status: 'loaded', activities: ACTIVITIES, now: NOW },
} satisfies Meta<typeof RecentActivity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {
  render: (args) => <WithUndatedEntry {...args} />,
  play: async ({ canvas }) => {
    const region = within(canvas.getByRole('region', { name: 'Recent Activity' }));
    const items = region.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('ana.garcia created survey Calidad del servicio — Colombia5 minutes ago');
    await expect(items[1]).toHaveTextContent('System generated report for Customer loyalty (NPS) — North America — Global2 hours ago');
    await expect(region.getByText('5 minutes ago')).toHaveAttribute('datetime', '2026-11-21T11:55:00.000Z');
    await expect(region.getByRole('link', { name: 'Customer loyalty (NPS) — North America — Global' })).toHaveAttribute(
      'href',
      '/reports/rpt-004-global',
    );
  },
};

/** A time that cannot be read is said so, with no machine-readable datetime. */
export const InvalidDate: Story = {
  render: (args) => <WithUndatedEntry {...args} />,
  play: async ({ canvas }) => {
    const time = canvas.getByText('Invalid date');
    await expect(time.tagName).toBe('TIME');
    await expect(time).not.toHaveAttribute('datetime');
  },
};

/** The server's clock runs a few seconds ahead of the browser's: a survey created 'in 5 seconds' reads 'just now'. */
export const ClockSkew: Story = {
  args: {
    activities: [
      {
        id: 'survey-svy-010',
        type: 'survey_created',
        displayText: 'Experiencia posventa — Perú',
        userDisplay: 'lee.seoyeon',
        timestamp: new Date('2026-11-21T12:00:05Z'),
        linkTo: '/surveys?surveyId=svy-010',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('just now')).toHaveAttribute('datetime', '2026-11-21T12:00:05.000Z');
    await expect(canvas.queryByText(/^in /)).toBeNull();
  },
};

export const FollowLinkByKeyboard: Story = {
  tags: ['interaction', '!dev', '!autodocs'],
  decorators: [
    (Story) => (
      <>
        <Story />
        <CurrentPath />
      </>
    ),
  ],
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Calidad del servicio — Colombia' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByLabelText('Current path')).toHaveTextContent(/^\/surveys$/);
  },
};

export const Loading: Story = {
  args: { status: 'loading', activities: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading activities...');
    await expect(canvas.queryByRole('listitem')).toBeNull();
  },
};

export const Empty: Story = {
  args: { activities: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No recent activities to display.')).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** The dashboard could not load: the card says so instead of looking empty. */
export const LoadFailed: Story = {
  args: { status: 'failed', activities: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Recent activity could not be loaded.')).toBeVisible();
    await expect(canvas.queryByText('No recent activities to display.')).toBeNull();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
