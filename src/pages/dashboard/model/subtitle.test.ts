import { describe, expect, it } from 'vitest';

import { dashboardSubtitle } from './subtitle';

describe('dashboardSubtitle', () => {
  it.each<[string | undefined, string | undefined, string]>([
    ['ALL', 'ALL', 'Global overview of all survey activity and insights'],
    ['ALL', undefined, 'Global overview of all survey activity and insights'],
    ['ALL', 'Mexico', 'Global overview of all survey activity and insights'],
    ['Latin America & Caribbean', 'Mexico', 'Overview for Mexico within Latin America & Caribbean region'],
    ['Latin America & Caribbean', 'ALL', 'Overview for the Latin America & Caribbean region'],
    ['Latin America & Caribbean', '', 'Overview for the Latin America & Caribbean region'],
    ['North America', undefined, 'Overview for the North America region'],
    [undefined, 'Mexico', 'Overview of your survey activity and insights'],
    ['', 'Mexico', 'Overview of your survey activity and insights'],
    [undefined, undefined, 'Overview of your survey activity and insights'],
    [undefined, 'ALL', 'Overview of your survey activity and insights'],
  ])('region %j, local %j -> %s', (region, local, expected) => {
    expect(dashboardSubtitle({ region, local })).toBe(expected);
  });
});
