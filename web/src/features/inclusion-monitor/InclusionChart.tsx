// Cumulative inclusion per month against the target line (a light SVG chart, drawn as it nears
// the viewport), with a legend and the same numbers as a table for screen readers and keyboard
// users (docs/web.md: charts have table alternatives). The table is rendered once it is first
// opened: closed, it is hidden from everyone, and the 18 tables were most of the page's elements.
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CumulativeChart } from './chart/CumulativeChart.tsx';
import { LINE_COLOUR, TARGET_COLOUR } from './chart/colours.ts';
import { continuousSeries, type MonthPoint } from './progress.ts';
import { useMonitorFormats } from './use-monitor-formats.ts';

export function InclusionChart({
  title,
  series: reported,
  target,
}: {
  title: string;
  series: readonly MonthPoint[];
  target: number;
}) {
  const intl = useIntl();
  const format = useMonitorFormats();
  const chartName = intl.formatMessage({ id: 'monitor.chart.name' }, { title });
  const series = useMemo(() => continuousSeries(reported), [reported]);
  const [tableOpened, setTableOpened] = useState(false);
  if (series.length === 0) return null;

  return (
    <figure className="space-y-2">
      <figcaption className="font-semibold">
        <FormattedMessage id="monitor.chart.caption" />
      </figcaption>
      <CumulativeChart
        name={chartName}
        description={intl.formatMessage(
          { id: 'monitor.chart.description' },
          { target: intl.formatNumber(target) },
        )}
        series={series}
        target={target}
        monthLabel={format.month}
        numberLabel={format.number}
      />
      <ul className="flex flex-wrap gap-x-6 gap-y-1 text-sm" aria-hidden="true">
        <li className="flex items-center gap-2">
          <span className="inline-block h-1 w-6 rounded" style={{ background: LINE_COLOUR }} />
          <FormattedMessage id="monitor.chart.cumulative" />
        </li>
        <li className="flex items-center gap-2">
          <span
            className="inline-block h-0 w-6 border-t-2 border-dashed"
            style={{ borderColor: TARGET_COLOUR }}
          />
          <FormattedMessage
            id="monitor.chart.target"
            values={{ target: intl.formatNumber(target) }}
          />
        </li>
      </ul>
      <details
        className="text-sm"
        onToggle={(event) => {
          if (event.currentTarget.open) setTableOpened(true);
        }}
      >
        <summary className="cursor-pointer font-semibold text-brand-primary-dark">
          <FormattedMessage id="monitor.chart.showTable" />
        </summary>
        {tableOpened && (
          <div className="overflow-x-auto">
            <table className="mt-2 w-full text-left" data-testid="monitor-series-table">
              <caption className="mb-1 text-left">{chartName}</caption>
              <thead>
                <tr className="border-b border-gray-300">
                  <th scope="col" className="py-1 pr-4">
                    <FormattedMessage id="monitor.chart.month" />
                  </th>
                  <th scope="col" className="py-1 pr-4 text-right">
                    <FormattedMessage id="monitor.chart.included" />
                  </th>
                  <th scope="col" className="py-1 pr-4 text-right">
                    <FormattedMessage id="monitor.chart.cumulative" />
                  </th>
                  <th scope="col" className="py-1 text-right">
                    <FormattedMessage id="monitor.chart.targetColumn" />
                  </th>
                </tr>
              </thead>
              <tbody>
                {series.map((point) => (
                  <tr key={point.month} className="border-b border-gray-100">
                    <th scope="row" className="whitespace-nowrap py-1 pr-4 font-normal">
                      {format.month(point.month)}
                    </th>
                    <td className="py-1 pr-4 text-right tabular-nums">
                      {format.number(point.included)}
                    </td>
                    <td className="py-1 pr-4 text-right tabular-nums">
                      {format.number(point.cumulative)}
                    </td>
                    <td className="py-1 text-right tabular-nums">{format.number(target)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </details>
    </figure>
  );
}
