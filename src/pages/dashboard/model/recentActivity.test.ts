import { describe, expect, it } from 'vitest';

import { makeReport, makeReportGroup } from '@/entities/report/mocks';
import { makeSurvey } from '@/entities/survey/mocks';
import type { ReportGroup, ReportStatus, SurveyListItem } from '@/shared/api';
import { i18n } from '@/shared/i18n';

import type { ActivityItem } from './activityItem';
import { deriveRecentActivities } from './recentActivity';

/** Who the item names, as an English reader sees it. */
const userOf = (item: ActivityItem | undefined) => (item === undefined || typeof item.userDisplay === 'string' ? item?.userDisplay : i18n._(item.userDisplay));

type SurveyRow = [id: string, createdAt: string | null];
type ReportRow = [id: string, status: ReportStatus, generatedAt: string | null];

const surveysOf = (rows: SurveyRow[]): SurveyListItem[] =>
  rows.map(([id, created_at]) => makeSurvey({ id, title: `Survey ${id}`, created_by_username: 'ana.garcia', created_at }));

const groupOf = (rows: ReportRow[]): ReportGroup =>
  makeReportGroup({
    survey: { id: 'svy-r', title: 'Customer loyalty (NPS)', created_by_username: 'kim.minji' },
    reports: rows.map(([id, status, generated_at]) => makeReport({ id, status, generated_at, report_title: `Report ${id}` })),
  });

const ids = (surveys: SurveyRow[], reports: ReportRow[]) =>
  deriveRecentActivities({ surveys: surveysOf(surveys), reportGroups: [groupOf(reports)] }).map((item) => item.id);

describe('deriveRecentActivities', () => {
  it.each<[string, SurveyRow[], ReportRow[], string[]]>([
    ['nothing', [], [], []],
    [
      'the 3 newest surveys by created_at, newest first',
      [
        ['a', '2026-11-01 10:00:00'],
        ['b', '2026-11-20 08:15:00'],
        ['c', '2026-10-01 10:00:00'],
        ['d', '2026-11-18 10:45:00'],
      ],
      [],
      ['survey-b', 'survey-d', 'survey-a'],
    ],
    [
      'only COMPLETED reports, the 3 newest by generated_at',
      [],
      [
        ['r1', 'COMPLETED', '2026-10-31 21:19:00'],
        ['r2', 'FAILED', null],
        ['r3', 'GENERATING', null],
        ['r4', 'COMPLETED', '2026-07-01 00:21:00'],
        ['r5', 'COMPLETED', '2026-11-20 09:00:00'],
        ['r6', 'COMPLETED', '2026-09-30 20:24:00'],
      ],
      ['report-r5', 'report-r1', 'report-r6'],
    ],
    [
      'merged newest first and cut to 5',
      [
        ['a', '2026-11-01 10:00:00'],
        ['b', '2026-11-20 08:15:00'],
        ['c', '2026-10-01 10:00:00'],
      ],
      [
        ['r1', 'COMPLETED', '2026-10-31 21:19:00'],
        ['r2', 'COMPLETED', '2026-11-19 09:00:00'],
        ['r3', 'COMPLETED', '2026-09-30 20:24:00'],
      ],
      ['survey-b', 'report-r2', 'survey-a', 'report-r1', 'survey-c'],
    ],
    [
      // Read as UTC, 03:00 is an hour before the other (04:00 UTC); read as Mexico City time it would be 09:00 UTC and first.
      'created_at without a timezone is read as UTC',
      [
        ['local', '2026-11-03T22:00:00-06:00'],
        ['utc', '2026-11-04 03:00:00'],
      ],
      [],
      ['survey-local', 'survey-utc'],
    ],
    [
      'a survey with an unreadable created_at comes after every dated item',
      [
        ['undated', null],
        ['old', '2020-01-01 00:00:00'],
      ],
      [['r1', 'COMPLETED', '2026-10-31 21:19:00']],
      ['report-r1', 'survey-old', 'survey-undated'],
    ],
  ])('%s', (_case, surveys, reports, expected) => {
    expect(ids(surveys, reports)).toEqual(expected);
  });

  it('describes a created survey: user, action, title, time and a link to it', () => {
    const [item] = deriveRecentActivities({
      surveys: [
        makeSurvey({ id: 'svy-008', title: 'Calidad del servicio — Colombia', created_by_username: 'ana.garcia', created_at: '2026-11-20 08:15:00' }),
      ],
      reportGroups: [],
    });
    expect(item).toEqual({
      id: 'survey-svy-008',
      type: 'survey_created',
      displayText: 'Calidad del servicio — Colombia',
      userDisplay: 'ana.garcia',
      timestamp: new Date('2026-11-20T08:15:00Z'),
      linkTo: '/surveys?surveyId=svy-008',
    });
  });

  it('describes a generated report: by the system, linked to /reports/{id}', () => {
    const [item] = deriveRecentActivities({
      surveys: [],
      reportGroups: [
        makeReportGroup({
          survey: { id: 'svy-004', title: 'Customer loyalty (NPS) — North America', created_by_username: 'kim.minji' },
          reports: [makeReport({ id: 'rpt-004-global', report_title: 'Customer loyalty (NPS) — North America — Global', generated_at: '2026-10-31 21:19:00' })],
        }),
      ],
    });
    expect(item).toMatchObject({
      id: 'report-rpt-004-global',
      type: 'report_generated',
      displayText: 'Customer loyalty (NPS) — North America — Global',
      timestamp: new Date('2026-10-31T21:19:00Z'),
      linkTo: '/reports/rpt-004-global',
    });
    expect(userOf(item)).toBe('System');
  });

  it.each<[string, Partial<SurveyListItem>, { displayText: string; userDisplay: string }]>([
    ['a survey without a creator', { created_by_username: null }, { displayText: 'Encuesta', userDisplay: 'Unknown user' }],
    ['a survey with a blank title is named by its id', { title: '  ' }, { displayText: 'svy-x', userDisplay: 'ana.garcia' }],
  ])('%s', (_case, overrides, expected) => {
    const [item] = deriveRecentActivities({
      surveys: [makeSurvey({ id: 'svy-x', title: 'Encuesta', created_by_username: 'ana.garcia', ...overrides })],
      reportGroups: [],
    });
    expect({ displayText: item?.displayText, userDisplay: userOf(item) }).toEqual(expected);
  });

  it('names an untitled report by its survey and scope, so reports of one survey stay apart', () => {
    const items = deriveRecentActivities({
      surveys: [],
      reportGroups: [
        makeReportGroup({
          survey: { id: 'svy-006', title: 'Experiencia digital — Argentina' },
          reports: [
            makeReport({ id: 'c', report_title: null, report_scope_type: 'COUNTRY', generated_at: '2026-08-15 20:09:00' }),
            makeReport({ id: 'g', report_title: ' ', report_scope_type: 'GLOBAL', generated_at: '2026-08-15 20:12:00' }),
          ],
        }),
      ],
    });
    expect(items.map((item) => item.displayText)).toEqual([
      'Experiencia digital — Argentina — Global Report',
      'Experiencia digital — Argentina — Country Report',
    ]);
  });
});
