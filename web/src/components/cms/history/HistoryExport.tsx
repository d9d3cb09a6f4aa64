// An admin's downloads of a record's history, CSV and JSON (GET /v1/history/export with the
// record's filters, docs/api.md); the bearer token goes with them (AuthorizedDownload).
import { useIntl } from 'react-intl';
import { useAppState } from '../../../store/hooks.tsx';
import { selectUser } from '../../../store/selectors.ts';
import { AuthorizedDownload } from '../relations/AuthorizedDownload.tsx';
import type { HistoryRecord } from './history-record.ts';

export function exportUrl(record: HistoryRecord, format: 'csv' | 'json'): string {
  const query = new URLSearchParams({
    format,
    'filter[record_type]': record.recordType,
    'filter[record_id]': record.recordId,
  });
  return `/v1/history/export?${query}`;
}

export function HistoryExport({ record }: { record: HistoryRecord }) {
  const intl = useIntl();
  const user = useAppState(selectUser);
  if (user?.role !== 'ADMIN') return null;
  const name = (format: string) => `geschiedenis-${record.recordType}-${record.recordId}.${format}`;
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1">
      <span>{intl.formatMessage({ id: 'cmsHistory.export.label' })}:</span>
      <AuthorizedDownload url={exportUrl(record, 'csv')} name={name('csv')}>
        {intl.formatMessage({ id: 'cmsHistory.export.csv' })}
      </AuthorizedDownload>
      <AuthorizedDownload url={exportUrl(record, 'json')} name={name('json')}>
        {intl.formatMessage({ id: 'cmsHistory.export.json' })}
      </AuthorizedDownload>
    </p>
  );
}
