// The inclusion chart as SVG for a known width: horizontal grid lines at the y ticks, the y axis
// with formatted numbers, month labels that do not overlap, the dashed target line, the monotone
// cumulative line and, for the month in focus, a guide line and a dot. Decorative for assistive
// technology: the frame around it carries the name, and the table the numbers.
import type { MonthPoint } from '../progress.ts';
import {
  type ChartFrame,
  linePath,
  monthLabelIndices,
  xPosition,
  type YAxis,
  yPosition,
} from './chart-layout.ts';
import { AXIS_COLOUR, GRID_COLOUR, LINE_COLOUR, TARGET_COLOUR, TEXT_COLOUR } from './colours.ts';

/** Font size of the axes' labels and the width of one of their characters (estimated). */
const FONT_SIZE = 12;
export const CHARACTER_WIDTH = 7;

interface ChartDrawingProps {
  frame: ChartFrame;
  axis: YAxis;
  series: readonly MonthPoint[];
  target: number;
  monthLabel: (month: string) => string;
  numberLabel: (value: number) => string;
  /** Index of the month in focus (pointer or keyboard), or null. */
  active: number | null;
}

export function ChartDrawing({
  frame,
  axis,
  series,
  target,
  monthLabel,
  numberLabel,
  active,
}: ChartDrawingProps) {
  const count = series.length;
  const x = (index: number) => xPosition(frame, count, index);
  const y = (value: number) => yPosition(frame, axis, value);
  const baseline = frame.height - frame.bottom;
  const labels = series.map((point) => monthLabel(point.month));
  const labelWidth = Math.max(...labels.map((label) => label.length)) * CHARACTER_WIDTH;
  const spacing = count > 1 ? x(1) - x(0) : frame.width;
  const shownLabels = monthLabelIndices(count, spacing, labelWidth);
  const path = linePath(series.map((point, index) => [x(index), y(point.cumulative)]));
  const focused = active === null ? undefined : series[active];

  return (
    <svg
      width={frame.width}
      height={frame.height}
      viewBox={`0 0 ${frame.width} ${frame.height}`}
      aria-hidden="true"
      focusable="false"
      className="block overflow-visible"
      fontSize={FONT_SIZE}
    >
      <g data-part="grid">
        {axis.ticks.map((tick) => (
          <line
            key={tick}
            x1={frame.left}
            x2={frame.width - frame.right}
            y1={y(tick)}
            y2={y(tick)}
            stroke={GRID_COLOUR}
          />
        ))}
      </g>
      <g data-part="y-axis" fill={TEXT_COLOUR} textAnchor="end">
        <line x1={frame.left} x2={frame.left} y1={frame.top} y2={baseline} stroke={AXIS_COLOUR} />
        {axis.ticks.map((tick) => (
          <text key={tick} x={frame.left - 8} y={y(tick)} dy="0.32em">
            {numberLabel(tick)}
          </text>
        ))}
      </g>
      <g data-part="x-axis" fill={TEXT_COLOUR} textAnchor="middle">
        <line
          x1={frame.left}
          x2={frame.width - frame.right}
          y1={baseline}
          y2={baseline}
          stroke={AXIS_COLOUR}
        />
        {shownLabels.map((index) => (
          <g key={index}>
            <line
              x1={x(index)}
              x2={x(index)}
              y1={baseline}
              y2={baseline + 5}
              stroke={AXIS_COLOUR}
            />
            <text x={x(index)} y={baseline + 8} dy="0.71em">
              {labels[index]}
            </text>
          </g>
        ))}
      </g>
      <line
        data-part="target"
        x1={frame.left}
        x2={frame.width - frame.right}
        y1={y(target)}
        y2={y(target)}
        stroke={TARGET_COLOUR}
        strokeWidth={2}
        strokeDasharray="6 4"
      />
      {active !== null && (
        <line x1={x(active)} x2={x(active)} y1={frame.top} y2={baseline} stroke={AXIS_COLOUR} />
      )}
      {path && (
        <path
          data-part="line"
          d={path}
          fill="none"
          stroke={LINE_COLOUR}
          strokeWidth={3}
          strokeLinejoin="round"
          strokeLinecap="round"
        />
      )}
      {focused && active !== null && (
        <circle
          cx={x(active)}
          cy={y(focused.cumulative)}
          r={5}
          fill="#ffffff"
          stroke={LINE_COLOUR}
          strokeWidth={3}
        />
      )}
    </svg>
  );
}
