// Cumulative inclusion per month against the target line (recharts, loaded only with this
// feature's chunk), with the same numbers as a table for screen readers and keyboard users.
import { FormattedMessage, useIntl } from 'react-intl';
import {
  CartesianGrid,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { continuousSeries, type MonthPoint } from './progress.ts';

// Brand tokens with contrast >= 3:1 against white (styles.css): graphics need 3:1.
const LINE_COLOUR = '#2f6b33';
const TARGET_COLOUR = '#b33a13';
const CHART_HEIGHT = 240;

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
  const monthLabel = (month: string) =>
    intl.formatDate(`${month}T00:00:00Z`, { month: 'short', year: 'numeric', timeZone: 'UTC' });
  const chartName = intl.formatMessage({ id: 'monitor.chart.name' }, { title });
  const series = continuousSeries(reported);
  if (series.length === 0) return null;

  return (
    <figure className="space-y-2">
      <figcaption className="font-semibold">
        <FormattedMessage id="monitor.chart.caption" />
      </figcaption>
      <div style={{ height: CHART_HEIGHT }} className="w-full min-w-0">
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <LineChart
            data={series}
            margin={{ top: 16, right: 16, bottom: 0, left: 0 }}
            accessibilityLayer={false}
            role="img"
            title={chartName}
            desc={intl.formatMessage(
              { id: 'monitor.chart.description' },
              { target: intl.formatNumber(target) },
            )}
          >
            <CartesianGrid stroke="#e5e5e5" vertical={false} />
            <XAxis
              dataKey="month"
              tickFormatter={monthLabel}
              minTickGap={24}
              interval="preserveStartEnd"
              tick={{ fill: '#4a4a4a', fontSize: 12 }}
            />
            <YAxis
              allowDecimals={false}
              domain={[0, 'auto']}
              width={44}
              tick={{ fill: '#4a4a4a', fontSize: 12 }}
              tickFormatter={(value: number) => intl.formatNumber(value)}
            />
            <Tooltip labelFormatter={(label) => monthLabel(String(label))} />
            <ReferenceLine
              y={target}
              stroke={TARGET_COLOUR}
              strokeDasharray="6 4"
              strokeWidth={2}
              ifOverflow="extendDomain"
            />
            <Line
              type="monotone"
              dataKey="cumulative"
              name={intl.formatMessage({ id: 'monitor.chart.cumulative' })}
              stroke={LINE_COLOUR}
              strokeWidth={3}
              dot={false}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      </div>
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
      <details className="text-sm">
        <summary className="cursor-pointer font-semibold text-brand-primary-dark">
          <FormattedMessage id="monitor.chart.showTable" />
        </summary>
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
                    {monthLabel(point.month)}
                  </th>
                  <td className="py-1 pr-4 text-right tabular-nums">
                    {intl.formatNumber(point.included)}
                  </td>
                  <td className="py-1 pr-4 text-right tabular-nums">
                    {intl.formatNumber(point.cumulative)}
                  </td>
                  <td className="py-1 text-right tabular-nums">{intl.formatNumber(target)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
