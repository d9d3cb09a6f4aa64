// The CSV export of the filtered list: pages through the GraphQL list (100 at a time) with a
// visible "n of total" progress and a cancel, then hands the file to the browser as a download.
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { requestPublicQuery } from '../../../api/public-query.ts';
import { getFragmentData } from '../../../gql';
import type { EvaluationFilter, EvaluationSort } from '../../../gql/graphql.ts';
import { phaseLabel, statusLabel } from '../labels.ts';
import type { EvaluationsMessageKey } from '../messages/index.ts';
import { collectPages, ExportCancelled } from './collect-pages.ts';
import { buildCsv, csvFileName, type FileNameFilter } from './csv.ts';
import { EvaluationCardFragment } from './EvaluationCard.tsx';
import { EvaluationsExportQuery } from './list-operations.ts';

const EXPORT_PAGE_SIZE = 100;

type Progress =
  | { status: 'idle' }
  | { status: 'running'; done: number; total: number | null }
  | { status: 'done'; total: number }
  | { status: 'cancelled' }
  | { status: 'failed' };

const columns: EvaluationsMessageKey[] = [
  'evaluations.csv.title',
  'evaluations.csv.url',
  'evaluations.csv.phase',
  'evaluations.csv.status',
  'evaluations.csv.descriptionShort',
  'evaluations.csv.startsAt',
  'evaluations.csv.endsAt',
  'evaluations.csv.adjustedEndsAt',
  'evaluations.csv.specializations',
  'evaluations.csv.associations',
  'evaluations.csv.programs',
];

function download(content: string, fileName: string) {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function CsvExport(props: {
  filter: EvaluationFilter;
  sort: EvaluationSort[];
  fileNameFilters: FileNameFilter[];
}) {
  const intl = useIntl();
  const [progress, setProgress] = useState<Progress>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);

  const start = async () => {
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ status: 'running', done: 0, total: null });
    try {
      const rows = await collectPages(
        async (page, signal) => {
          const data = await requestPublicQuery(
            EvaluationsExportQuery,
            { filter: props.filter, sort: props.sort, page, limit: EXPORT_PAGE_SIZE },
            { signal },
          );
          return {
            items: data.evaluations.data,
            lastPage: data.evaluations.pageInfo.lastPage,
            total: data.evaluations.pageInfo.total,
          };
        },
        {
          signal: abort.signal,
          onProgress: (done, total) => setProgress({ status: 'running', done, total }),
        },
      );
      const titles = (list: { title: string }[]) => list.map((item) => item.title).join(', ');
      const csv = buildCsv(
        columns.map((id) => intl.formatMessage({ id })),
        rows.map((row) => {
          const card = getFragmentData(EvaluationCardFragment, row);
          return [
            card.title,
            new URL(card.url, window.location.origin).href,
            intl.formatMessage({ id: phaseLabel(card.phase) }),
            intl.formatMessage({ id: statusLabel(card.status) }),
            card.descriptionShort,
            card.startsAt,
            card.endsAt,
            card.adjustedEndsAt,
            titles(card.specializations),
            titles(row.associations),
            titles(row.programs),
          ];
        }),
      );
      download(csv, csvFileName(props.fileNameFilters, new Date()));
      setProgress({ status: 'done', total: rows.length });
    } catch (error) {
      setProgress(
        error instanceof ExportCancelled || abort.signal.aborted
          ? { status: 'cancelled' }
          : { status: 'failed' },
      );
    } finally {
      controller.current = null;
    }
  };

  const running = progress.status === 'running';
  return (
    <div className="flex flex-wrap items-center gap-3">
      {running ? (
        <>
          <progress
            max={progress.total ?? undefined}
            value={progress.total === null ? undefined : progress.done}
            aria-label={intl.formatMessage({ id: 'evaluations.export.button' })}
            className="h-3 w-40"
          />
          <button
            type="button"
            onClick={() => controller.current?.abort()}
            className="min-h-11 rounded-md border border-gray-400 bg-white px-4 font-semibold"
          >
            {intl.formatMessage({ id: 'evaluations.export.cancel' })}
          </button>
        </>
      ) : (
        <button
          type="button"
          onClick={() => void start()}
          className="min-h-11 rounded-md border border-brand-primary-dark bg-white px-4 font-semibold text-brand-primary-dark hover:bg-surface-muted"
        >
          {intl.formatMessage({ id: 'evaluations.export.button' })}
        </button>
      )}
      <p role="status" className="text-sm text-ink-muted">
        {progress.status === 'running' &&
          progress.total !== null &&
          intl.formatMessage(
            { id: 'evaluations.export.progress' },
            { done: progress.done, total: progress.total },
          )}
        {progress.status === 'done' &&
          intl.formatMessage({ id: 'evaluations.export.done' }, { total: progress.total })}
        {progress.status === 'cancelled' &&
          intl.formatMessage({ id: 'evaluations.export.cancelled' })}
        {progress.status === 'failed' && intl.formatMessage({ id: 'evaluations.export.failed' })}
      </p>
    </div>
  );
}
