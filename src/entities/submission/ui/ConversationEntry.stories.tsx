import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import type { SubmissionDetail } from '@/shared/api';
import { formatDateTimeWithSeconds } from '@/shared/lib/date';
import { Stack } from '@/shared/ui/layout';

import { makeConversationLog, submissionDetailFixtures } from '../api/__mocks__/submissionFixtures';
import { ConversationEntry } from './ConversationEntry';

const meta = {
  title: 'Entities/ConversationEntry',
  component: ConversationEntry,
  args: { log: makeConversationLog() },
} satisfies Meta<typeof ConversationEntry>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The time reads in the browser's zone, to the second; the machine-readable instant stays UTC. */
export const Assistant: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Assistant')).toBeVisible();
    await expect(canvas.getByText(/Gracias por participar en nuestra encuesta/)).toBeVisible();
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveAttribute('datetime', '2026-11-21T10:40:02.000Z');
    await expect(time).toHaveTextContent(formatDateTimeWithSeconds(new Date('2026-11-21T10:40:02.000Z'), 'en'));
    await expect(time).toHaveTextContent(/^Nov 21, 2026, \d{1,2}:40:02 [AP]M$/);
    await expect(canvasElement.querySelector('[data-role="assistant"]')).not.toBeNull();
  },
};

export const Respondent: Story = {
  args: { log: makeConversationLog({ id: 6841, role: 'respondent', content: 'Sí, claro.', timestamp_str: '2026-11-21T10:40:15.000Z' }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Respondent')).toBeVisible();
    await expect(canvas.getByText('Sí, claro.')).toBeVisible();
    await expect(canvasElement.querySelector('[data-role="respondent"]')).not.toBeNull();
  },
};

/** An older server's entry: role 'user' and a timestamp without a timezone (UTC). */
export const LegacyEntry: Story = {
  args: { log: makeConversationLog({ id: 6841, role: 'user', content: 'Sí, claro.', timestamp_str: '2026-11-21 10:40:15' }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('User')).toBeVisible();
    await expect(canvasElement.querySelector('[data-role="respondent"]')).not.toBeNull();
    await expect(canvasElement.querySelector('time')).toHaveAttribute('datetime', '2026-11-21T10:40:15.000Z');
  },
};

/** A timestamp nobody can read is shown as the server wrote it. */
export const UnreadableTimestamp: Story = {
  args: { log: makeConversationLog({ timestamp_str: 'yesterday afternoon' }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('yesterday afternoon')).toBeVisible();
    await expect(canvasElement.querySelector('time')).not.toHaveAttribute('datetime');
  },
};

export const EmptyContent: Story = {
  args: { log: makeConversationLog({ id: 6842, role: 'respondent', content: '', timestamp_str: '2026-11-21T10:40:31.000Z' }) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('[No content]')).toBeVisible();
  },
};

export const WithoutTimestamp: Story = {
  args: { log: makeConversationLog({ timestamp_str: null, content: null }) },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Assistant')).toBeVisible();
    await expect(canvas.getByText('[No content]')).toBeVisible();
    await expect(canvasElement.querySelector('time')).toBeNull();
  },
};

function Conversation({ detail }: { detail: SubmissionDetail }) {
  return (
    <Stack gap="sm">
      {detail.conversation_logs.map((log) => (
        <ConversationEntry key={log.id} log={log} />
      ))}
    </Stack>
  );
}

/** A whole Spanish conversation: greeting, the survey's questions and answers, thanks. */
export const SpanishConversation: Story = {
  render: () => <Conversation detail={submissionDetailFixtures.spanish} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^¡Hola! Gracias por participar/)).toBeVisible();
    await expect(canvas.getByText('¿Encontró todos los productos que buscaba?')).toBeVisible();
    await expect(canvas.getByText(/^¡Muchas gracias por su tiempo!/)).toBeVisible();
  },
};

/** A Portuguese conversation with one empty message from the respondent. */
export const ConversationWithEmptyEntry: Story = {
  render: () => (
    <Stack gap="lg">
      <Conversation detail={submissionDetailFixtures.portuguese} />
      <Conversation detail={submissionDetailFixtures.withEmptyEntry} />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Como você avalia sua experiência de compra hoje?')).toBeVisible();
    await expect(canvas.getAllByText('[No content]')).toHaveLength(1);
  },
};
