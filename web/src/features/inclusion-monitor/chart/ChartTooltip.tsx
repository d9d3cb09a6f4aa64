// The values of the month in focus, beside its point: on the side with more room, kept inside the
// chart, and in the half of the chart away from the point so it never covers it. Hidden from
// assistive technology (keyboard moves are announced by the chart's live region).
import { useLayoutEffect, useRef, useState } from 'react';
import type { ChartFrame } from './chart-layout.ts';

export interface TooltipLines {
  month: string;
  included: string;
  cumulative: string;
}

/** Distance between the point and the tooltip. */
const OFFSET = 12;

export function ChartTooltip({
  frame,
  anchor,
  lines,
}: {
  frame: ChartFrame;
  anchor: { x: number; y: number };
  lines: TooltipLines;
}) {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState<{ width: number; height: number } | null>(null);
  // Measured after every render (the text changes with the month); a same size changes nothing.
  useLayoutEffect(() => {
    const element = box.current;
    if (!element) return;
    const measured = { width: element.offsetWidth, height: element.offsetHeight };
    setSize((last) =>
      last?.width === measured.width && last.height === measured.height ? last : measured,
    );
  });

  const width = size?.width ?? 0;
  const height = size?.height ?? 0;
  const wanted = anchor.x > frame.width / 2 ? anchor.x - OFFSET - width : anchor.x + OFFSET;
  const left = Math.max(0, Math.min(frame.width - width, wanted));
  const top = anchor.y < frame.height / 2 ? frame.height - frame.bottom - height - 4 : 0;

  return (
    <div
      ref={box}
      aria-hidden="true"
      data-testid="monitor-chart-tooltip"
      className="pointer-events-none absolute whitespace-nowrap rounded border border-gray-300 bg-white px-3 py-2 text-sm shadow-md"
      style={{ left, top, visibility: size ? 'visible' : 'hidden' }}
    >
      <p className="font-semibold">{lines.month}</p>
      <p>{lines.included}</p>
      <p className="text-brand-primary-dark">{lines.cumulative}</p>
    </div>
  );
}
