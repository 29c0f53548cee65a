import { describe, expect, it } from 'vitest';

import { barChartGeometry, estimateTextWidth, fitText, niceTicks } from './barChart';

const days = Array.from({ length: 30 }, (_, index) => ({ label: `Mar ${index + 1}`, value: index % 7 }));

describe('niceTicks', () => {
  it.each([
    [0, [0, 1]],
    [1, [0, 1]],
    [3, [0, 1, 2, 3]],
    [10, [0, 2, 4, 6, 8, 10]],
    [12, [0, 5, 10, 15]],
    [1540, [0, 500, 1000, 1500, 2000]],
  ])('covers %i with round whole steps from 0', (max, ticks) => {
    expect(niceTicks(max)).toEqual(ticks);
  });
});

describe('estimateTextWidth and fitText', () => {
  it('counts Hangul wider than Latin letters, and cuts a long label with an ellipsis', () => {
    expect(estimateTextWidth('국가')).toBeGreaterThan(estimateTextWidth('ab'));
    expect(fitText('Mexico', 100)).toBe('Mexico');
    const cut = fitText('Trinidad and Tobago', 60);
    expect(cut.endsWith('…')).toBe(true);
    expect(estimateTextWidth(cut)).toBeLessThanOrEqual(60);
  });
});

describe('barChartGeometry', () => {
  it('stands columns on one baseline, as tall as their values on the scale, inside the width', () => {
    const geometry = barChartGeometry({ orientation: 'columns', data: days, x: 'Day', y: 'Conversations started', width: 640 });
    const bottom = geometry.axis.y1;
    expect(geometry.width).toBe(640);
    expect(geometry.bars).toHaveLength(30);
    for (const bar of geometry.bars) {
      expect(bar.y + bar.height).toBeCloseTo(bottom);
      expect(bar.x).toBeGreaterThanOrEqual(geometry.axis.x1);
      expect(bar.x + bar.width).toBeLessThanOrEqual(geometry.axis.x2);
    }
    // Values 0..6 on the scale 0..6 (ticks of 2): a 6 is the full height, a 3 half of it.
    const full = geometry.bars[6]?.height ?? 0;
    expect(geometry.bars[3]?.height).toBeCloseTo(full / 2);
    expect(geometry.bars[0]?.height).toBe(0);
    expect(geometry.texts.filter((text) => text.role === 'tick').map((text) => text.text)).toEqual(['0', '2', '4', '6']);
    expect(geometry.gridLines).toHaveLength(3);
  });

  it('shows every n-th column label when they do not all fit a phone, none of them overlapping', () => {
    const wide = barChartGeometry({ orientation: 'columns', data: days, x: 'Day', y: 'Responses', width: 1600 });
    const phone = barChartGeometry({ orientation: 'columns', data: days, x: 'Day', y: 'Responses', width: 320 });
    const labels = (geometry: typeof wide) => geometry.texts.filter((text) => text.role === 'category');
    expect(labels(wide)).toHaveLength(30);
    expect(labels(phone).length).toBeLessThan(30);
    expect(labels(phone)[0]?.text).toBe('Mar 1');
    const shown = labels(phone);
    for (let index = 1; index < shown.length; index += 1) {
      const previous = shown[index - 1];
      const current = shown[index];
      if (!previous || !current) continue;
      expect(current.x - previous.x).toBeGreaterThanOrEqual(estimateTextWidth(previous.text));
    }
  });

  it('lays bars in rows from one edge, the longest for the largest value, each labelled with its count', () => {
    const data = [
      { label: 'Mexico', value: 120 },
      { label: 'Brazil', value: 60 },
      { label: 'United States', value: 0 },
    ];
    const geometry = barChartGeometry({ orientation: 'bars', data, x: 'Country', y: 'Conversations started', width: 360 });
    expect(geometry.bars.map((bar) => bar.x)).toEqual([geometry.axis.x1, geometry.axis.x1, geometry.axis.x1]);
    expect(geometry.bars[1]?.width).toBeCloseTo((geometry.bars[0]?.width ?? 0) / 2);
    expect(geometry.bars[2]?.width).toBe(0);
    const right = Math.max(...geometry.bars.map((bar) => bar.x + bar.width));
    expect(right).toBeLessThanOrEqual(360);
    expect(geometry.texts.filter((text) => text.role === 'value').map((text) => text.text)).toEqual(['120', '60', '0']);
    expect(geometry.texts.filter((text) => text.role === 'category').map((text) => text.text)).toEqual(['Mexico', 'Brazil', 'United States']);
    expect(geometry.height).toBeGreaterThan(3 * (geometry.bars[0]?.height ?? 0));
  });

  it('never draws narrower than a small phone', () => {
    expect(barChartGeometry({ orientation: 'bars', data: [{ label: 'Mexico', value: 1 }], x: 'Country', y: 'Responses', width: 0 }).width).toBe(240);
  });
});
