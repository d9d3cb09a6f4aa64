// The chart's frame: a focusable image of its final height (so nothing moves when it is drawn)
// named and described for assistive technology, which draws the SVG once it nears the viewport.
// Pointing at a month, or focusing the frame and moving with the arrow keys (Home/End: first and
// last month, Escape: hide), shows that month's values in a tooltip; keyboard moves are also
// announced politely.
import { type KeyboardEvent, type PointerEvent, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import type { MonthPoint } from '../progress.ts';
import { CHARACTER_WIDTH, ChartDrawing } from './ChartDrawing.tsx';
import { ChartTooltip, type TooltipLines } from './ChartTooltip.tsx';
import { type ChartFrame, nearestIndex, xPosition, yAxis, yPosition } from './chart-layout.ts';
import { useDrawnWidth } from './use-drawn-width.ts';

const CHART_HEIGHT = 240;

interface CumulativeChartProps {
  name: string;
  description: string;
  /** Every month from the first to the last reported one (continuousSeries). */
  series: readonly MonthPoint[];
  target: number;
  monthLabel: (month: string) => string;
  numberLabel: (value: number) => string;
}

export function CumulativeChart({
  name,
  description,
  series,
  target,
  monthLabel,
  numberLabel,
}: CumulativeChartProps) {
  const intl = useIntl();
  const descriptionId = useId();
  const [ref, width] = useDrawnWidth();
  const [active, setActive] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const last = series.length - 1;
  const axis = useMemo(
    () => yAxis(Math.max(...series.map((point) => point.cumulative)), target),
    [series, target],
  );

  const frame: ChartFrame | null = width
    ? {
        width,
        height: CHART_HEIGHT,
        top: 16,
        right: 32,
        bottom: 28,
        left:
          Math.max(...axis.ticks.map((tick) => numberLabel(tick).length)) * CHARACTER_WIDTH + 12,
      }
    : null;

  const tooltipLines = (index: number): TooltipLines | null => {
    const point = series[index];
    if (!point) return null;
    return {
      month: intl.formatDate(`${point.month}T00:00:00Z`, {
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
      included: `${intl.formatMessage({ id: 'monitor.chart.included' })}: ${numberLabel(point.included)}`,
      cumulative: `${intl.formatMessage({ id: 'monitor.chart.cumulative' })}: ${numberLabel(point.cumulative)}`,
    };
  };

  const showByKeyboard = (index: number) => {
    setActive(index);
    const lines = tooltipLines(index);
    if (lines) setAnnouncement(`${lines.month}. ${lines.included}. ${lines.cumulative}.`);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = active ?? last;
    const next: Record<string, number | null> = {
      ArrowRight: Math.min(last, current + 1),
      ArrowUp: Math.min(last, current + 1),
      ArrowLeft: Math.max(0, current - 1),
      ArrowDown: Math.max(0, current - 1),
      Home: 0,
      End: last,
      Escape: null,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    const index = next[event.key] ?? null;
    if (index === null) setActive(null);
    else showByKeyboard(index);
  };

  const onPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (!frame) return;
    const box = event.currentTarget.getBoundingClientRect();
    setActive(nearestIndex(frame, series.length, event.clientX - box.left));
  };

  const lines = active === null ? null : tooltipLines(active);
  const point = active === null ? undefined : series[active];
  return (
    <div className="relative" style={{ height: CHART_HEIGHT }}>
      <div
        ref={ref}
        role="img"
        aria-label={name}
        aria-describedby={descriptionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the tooltip's months are walked with the keyboard from here (the table holds the same numbers)
        tabIndex={0}
        className="h-full w-full min-w-0 touch-pan-y"
        data-testid="monitor-chart"
        data-drawn={frame ? 'true' : 'false'}
        onFocus={() => showByKeyboard(active ?? last)}
        onBlur={() => setActive(null)}
        onKeyDown={onKeyDown}
        onPointerMove={onPointer}
        onPointerDown={onPointer}
        onPointerLeave={(event) => {
          if (document.activeElement !== event.currentTarget) setActive(null);
        }}
      >
        {frame && (
          <ChartDrawing
            frame={frame}
            axis={axis}
            series={series}
            target={target}
            monthLabel={monthLabel}
            numberLabel={numberLabel}
            active={active}
          />
        )}
      </div>
      <p id={descriptionId} hidden>
        {description}
      </p>
      {frame && lines && point && active !== null && (
        <ChartTooltip
          frame={frame}
          anchor={{
            x: xPosition(frame, series.length, active),
            y: yPosition(frame, axis, point.cumulative),
          }}
          lines={lines}
        />
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}
