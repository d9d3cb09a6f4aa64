// An evaluation's inclusion per center: name, kind of center and patients included there.
import { FormattedMessage } from 'react-intl';
import type { CenterType } from '../../gql/graphql.ts';
import { useMonitorFormats } from './use-monitor-formats.ts';

export interface CenterShare {
  center: { id: string; title: string; type: CenterType };
  included: number;
}

export function CentersTable({ title, centers }: { title: string; centers: CenterShare[] }) {
  const format = useMonitorFormats();
  if (centers.length === 0)
    return (
      <p className="text-sm text-ink-muted">
        <FormattedMessage id="monitor.centers.none" />
      </p>
    );
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="monitor-centers">
        <caption className="mb-1 text-left font-semibold">
          <FormattedMessage id="monitor.centers.caption" values={{ title }} />
        </caption>
        <thead>
          <tr className="border-b border-gray-300">
            <th scope="col" className="py-1 pr-4">
              <FormattedMessage id="monitor.centers.center" />
            </th>
            <th scope="col" className="py-1 pr-4">
              <FormattedMessage id="monitor.centers.type" />
            </th>
            <th scope="col" className="py-1 text-right">
              <FormattedMessage id="monitor.centers.included" />
            </th>
          </tr>
        </thead>
        <tbody>
          {centers.map(({ center, included }) => (
            <tr key={center.id} className="border-b border-gray-100">
              <th scope="row" className="py-1 pr-4 font-normal">
                {center.title}
              </th>
              <td className="py-1 pr-4">
                <FormattedMessage id={`monitor.centerType.${center.type}`} />
              </td>
              <td className="py-1 text-right tabular-nums">{format.number(included)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
