// The inclusion chart's geometry, without React or the DOM: the y axis (0 to a nice maximum that
// includes the target, integer ticks), the months' x positions, which month labels fit without
// overlapping, the monotone line's path and the month under the pointer. d3-array gives the nice
// bounds and ticks (the same functions d3-scale's linear scale uses), d3-shape the curve.
import { nice, ticks } from 'd3-array';
import { curveMonotoneX, line } from 'd3-shape';

export interface ChartFrame {
  width: number;
  height: number;
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface YAxis {
  max: number;
  ticks: number[];
}

/**
 * The y axis from 0 to a nice maximum that holds both the highest value and the target (so the
 * target line is always inside the chart); whole numbers only, as people are counted.
 */
export function yAxis(highest: number, target: number, count = 5): YAxis {
  const top = Math.max(highest, target, 1);
  const [, max] = nice(0, top, count);
  const whole = ticks(0, max, count).filter((tick) => Number.isInteger(tick));
  return { max, ticks: whole };
}

/** Pixels per y value and the y position of a value in the frame. */
export function yPosition(frame: ChartFrame, axis: YAxis, value: number): number {
  const plotHeight = frame.height - frame.top - frame.bottom;
  return frame.top + plotHeight * (1 - value / axis.max);
}

/** The x position of the month at `index` of `count` (one month alone sits in the middle). */
export function xPosition(frame: ChartFrame, count: number, index: number): number {
  const plotWidth = frame.width - frame.left - frame.right;
  if (count <= 1) return frame.left + plotWidth / 2;
  return frame.left + (plotWidth * index) / (count - 1);
}

/** Month steps a label row may use: every month, every 2, 3, 4, 6 months, every 1, 2, 3... years. */
const MONTH_STEPS = [1, 2, 3, 4, 6, 12, 24, 36, 60, 120];

/**
 * Which months get a label so that no two labels overlap: every `step`-th month from the first,
 * the smallest step from MONTH_STEPS whose labels are at least `labelWidth + gap` apart, and the
 * last month always (dropping the regular label before it when the two would collide).
 */
export function monthLabelIndices(
  count: number,
  spacing: number,
  labelWidth: number,
  gap = 12,
): number[] {
  if (count <= 0) return [];
  if (count === 1) return [0];
  const needed = labelWidth + gap;
  const step =
    MONTH_STEPS.find((candidate) => candidate * spacing >= needed) ??
    Math.ceil(needed / Math.max(spacing, 1e-6));
  const indices: number[] = [];
  for (let index = 0; index < count; index += step) indices.push(index);
  const last = count - 1;
  if (indices.at(-1) !== last) {
    while (indices.length > 1 && (last - (indices.at(-1) as number)) * spacing < needed) {
      indices.pop();
    }
    // Two months only and no room for both labels: the last one is the one that matters.
    if ((last - (indices.at(-1) as number)) * spacing < needed) indices.pop();
    indices.push(last);
  }
  return indices;
}

/** The month nearest to an x position in the frame (for the pointer), clamped to the series. */
export function nearestIndex(frame: ChartFrame, count: number, x: number): number {
  if (count <= 1) return 0;
  const plotWidth = frame.width - frame.left - frame.right;
  const index = Math.round(((x - frame.left) / plotWidth) * (count - 1));
  return Math.min(count - 1, Math.max(0, index));
}

/** The SVG path of a monotone line through the points (null for no points). */
export function linePath(points: readonly (readonly [number, number])[]): string | null {
  return line().curve(curveMonotoneX)(points.map(([x, y]) => [x, y]));
}
