import { describe, expect, it } from 'vitest';

import { demoUsers } from '@/entities/session';

import { isCurrentPath, type NavigationHref, navigationFor } from './navigation';

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
    expect(navigationFor(groups).map((item) => item.label)).toEqual(labels);
  });

  it('links each item to its route', () => {
    expect(navigationFor(['Global'])).toEqual([
      { label: 'Dashboard', href: '/' },
      { label: 'Create Survey', href: '/create-survey' },
      { label: 'Surveys', href: '/surveys' },
      { label: 'Raw Data', href: '/raw-data' },
      { label: 'Reports', href: '/reports' },
    ]);
  });
});

describe('isCurrentPath', () => {
  it.each<[NavigationHref, string, boolean]>([
    ['/', '/', true],
    ['/', '/surveys', false],
    ['/', '/settings', false],
    ['/reports', '/reports', true],
    ['/reports', '/reports/rep-1', true],
    ['/reports', '/reports/', true],
    ['/reports', '/reportsarchive', false],
    ['/surveys', '/reports', false],
    ['/raw-data', '/raw-data', true],
    ['/create-survey', '/create-survey', true],
    ['/surveys', '/create-survey', false],
  ])('%s is current at %s: %s', (href, location, expected) => {
    expect(isCurrentPath(href, location)).toBe(expected);
  });
});
