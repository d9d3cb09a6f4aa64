import { describe, expect, it } from 'vitest';
import {
  type ChartFrame,
  linePath,
  monthLabelIndices,
  nearestIndex,
  xPosition,
  yAxis,
  yPosition,
} from './chart-layout.ts';

const frame: ChartFrame = { width: 340, height: 240, top: 16, right: 20, bottom: 24, left: 20 };

describe('yAxis', () => {
  it('extends to a nice maximum that holds the target when the target is higher', () => {
    expect(yAxis(170, 310)).toEqual({ max: 350, ticks: [0, 50, 100, 150, 200, 250, 300, 350] });
  });

  it('extends to a nice maximum that holds the highest value when it passes the target', () => {
    expect(yAxis(1167, 1150)).toEqual({ max: 1200, ticks: [0, 200, 400, 600, 800, 1000, 1200] });
  });

  it('has whole-number ticks only, also for tiny counts', () => {
    expect(yAxis(2, 3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(yAxis(0, 0)).toEqual({ max: 1, ticks: [0, 1] });
  });
});

describe('positions', () => {
  it('maps 0 to the baseline and the maximum to the top of the plot', () => {
    const axis = yAxis(100, 100);
    expect(yPosition(frame, axis, 0)).toBe(216);
    expect(yPosition(frame, axis, axis.max)).toBe(16);
    expect(yPosition(frame, axis, axis.max / 2)).toBe(116);
  });

  it('spreads the months over the plot width; one month sits in the middle', () => {
    expect(xPosition(frame, 5, 0)).toBe(20);
    expect(xPosition(frame, 5, 4)).toBe(320);
    expect(xPosition(frame, 5, 2)).toBe(170);
    expect(xPosition(frame, 1, 0)).toBe(170);
  });

  it('finds the month nearest to the pointer, clamped to the series', () => {
    expect(nearestIndex(frame, 5, 20)).toBe(0);
    expect(nearestIndex(frame, 5, 100)).toBe(1);
    expect(nearestIndex(frame, 5, 140)).toBe(2);
    expect(nearestIndex(frame, 5, -50)).toBe(0);
    expect(nearestIndex(frame, 5, 999)).toBe(4);
    expect(nearestIndex(frame, 1, 300)).toBe(0);
  });
});

describe('monthLabelIndices', () => {
  it('labels every month when there is room', () => {
    expect(monthLabelIndices(4, 100, 50)).toEqual([0, 1, 2, 3]);
  });

  it('thins to a regular month step so that labels are at least label width + gap apart', () => {
    // 21 months 15 px apart, labels 50 px wide + 12 px gap: every 6th month fits (90 px), every
    // 4th (60 px) does not; the last month is labelled and the regular one 2 months before it
    // (30 px away) is dropped.
    const indices = monthLabelIndices(21, 15, 50);
    expect(indices).toEqual([0, 6, 12, 20]);
    for (let index = 1; index < indices.length; index++) {
      const apart = ((indices[index] as number) - (indices[index - 1] as number)) * 15;
      expect(apart).toBeGreaterThanOrEqual(62);
    }
  });

  it('keeps a regular label before the last one when they are far enough apart', () => {
    expect(monthLabelIndices(25, 15, 50)).toEqual([0, 6, 12, 18, 24]);
    expect(monthLabelIndices(23, 15, 50)).toEqual([0, 6, 12, 22]);
  });

  it('uses yearly steps for long series on narrow charts', () => {
    expect(monthLabelIndices(49, 6, 50)).toEqual([0, 12, 24, 36, 48]);
    expect(monthLabelIndices(49, 5, 50)).toEqual([0, 24, 48]);
  });

  it('labels the last month alone when two months do not both fit', () => {
    expect(monthLabelIndices(2, 40, 50)).toEqual([1]);
    expect(monthLabelIndices(1, 300, 50)).toEqual([0]);
    expect(monthLabelIndices(0, 300, 50)).toEqual([]);
  });
});

describe('linePath', () => {
  it('draws a monotone curve through the points, which never overshoots a flat stretch', () => {
    const path = linePath([
      [0, 100],
      [10, 50],
      [20, 50],
      [30, 0],
    ]);
    expect(path?.startsWith('M0,100C')).toBe(true);
    // Between the two equal points the curve stays at y = 50 (control points too).
    expect(path).toContain('C13.333,50,16.667,50,20,50');
    expect(linePath([])).toBeNull();
  });
});
