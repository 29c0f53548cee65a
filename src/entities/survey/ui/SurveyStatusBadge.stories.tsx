import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Inline } from '@/shared/ui/layout';

import { isSurveyActive } from '../model/survey';
import { surveyFixtures } from '../api/__mocks__/surveyFixtures';
import { SurveyStatusBadge } from './SurveyStatusBadge';

const meta = {
  title: 'Entities/SurveyStatusBadge',
  component: SurveyStatusBadge,
  args: { isActive: true },
} satisfies Meta<typeof SurveyStatusBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Active: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
    await expect(canvas.queryByText('Inactive')).toBeNull();
  },
};

export const Inactive: Story = {
  args: { isActive: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Inactive')).toBeVisible();
    await expect(canvas.queryByText('Active')).toBeNull();
  },
};

const catalogueDay = new Date('2026-11-21T12:00:00Z');

/** The catalogue on 2026-11-21: svy-001, svy-002 and svy-008 run; the others ended or have not started. */
export const Catalogue: Story = {
  render: () => (
    <Inline gap="sm">
      {surveyFixtures.map((survey) => (
        <SurveyStatusBadge key={survey.id} isActive={isSurveyActive(survey, catalogueDay)} />
      ))}
    </Inline>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText('Active')).toHaveLength(3);
    await expect(canvas.getAllByText('Inactive')).toHaveLength(5);
  },
};
