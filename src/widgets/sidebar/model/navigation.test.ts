// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { demoUsers } from '@/entities/session/mocks';

import { isCurrentPath, type NavigationHref, type NavigationItem, navigationFor } from './navigation';
import { appRoutes } from '@/shared/config';
import { i18n } from '@/shared/i18n';

const inEnglish = (items: NavigationItem[]) => items.map((item) => ({ label: i18n._(item.label), href: item.href }));

const ALL = ['Dashboard', 'Create Survey', 'Surveys', 'Raw Data', 'Reports'];
const WITHOUT_CREATE = ['Dashboard', 'Surveys', 'Raw Data', 'Reports'];

describe('navigationFor', () => {
  it.each([
    ['Global (admin)', demoUsers.admin['cognito:groups'], ALL],
    ['Region-* (latamManager)', demoUsers.latamManager['cognito:groups'], ALL],
    ['Local-* (mexicoLocal)', demoUsers.mexicoLocal['cognito:groups'], ALL],
    ['no group (viewer)', demoUsers.viewer['cognito:groups'], WITHOUT_CREATE],
    ['other groups only', ['Analysts', 'global', 'region-LatinAmerica'], WITHOUT_CREATE],
  ])('shows %s the items %j', (_case, groups, labels) => {
    expect(inEnglish(navigationFor(groups)).map((item) => item.label)).toEqual(labels);
  });

  it('links each item to its route', () => {
    expect(inEnglish(navigationFor(['Global']))).toEqual([
      { label: 'Dashboard', href: appRoutes.dashboard },
      { label: 'Create Survey', href: appRoutes.createSurvey },
      { label: 'Surveys', href: appRoutes.surveys },
      { label: 'Raw Data', href: appRoutes.rawData },
      { label: 'Reports', href: appRoutes.reports },
    ]);
  });
});

describe('isCurrentPath', () => {
  it.each<[NavigationHref, string, boolean]>([
    [appRoutes.dashboard, '/', true],
    [appRoutes.dashboard, appRoutes.surveys, false],
    [appRoutes.dashboard, appRoutes.settings, false],
    [appRoutes.reports, appRoutes.reports, true],
    [appRoutes.reports, '/reports/rep-1', true],
    [appRoutes.reports, '/reports/', true],
    [appRoutes.reports, '/reportsarchive', false],
    [appRoutes.surveys, appRoutes.reports, false],
    [appRoutes.rawData, appRoutes.rawData, true],
    [appRoutes.createSurvey, appRoutes.createSurvey, true],
    [appRoutes.surveys, appRoutes.createSurvey, false],
  ])('%s is current at %s: %s', (href, location, expected) => {
    expect(isCurrentPath(href, location)).toBe(expected);
  });
});
