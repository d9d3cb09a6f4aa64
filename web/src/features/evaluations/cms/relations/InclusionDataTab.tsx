// The inclusion-data tab of the evaluation editor: patients included per month (rows, newest
// first) and centre (columns), edited in a grid and saved in one go. Read-only without edit rights.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { secondaryButton } from '../../../../components/buttons/button-styles.ts';
import { listHeading } from '../../../../components/cms/relations/relation-styles.ts';
import { useRelationQuery } from '../../../../components/cms/relations/use-relation-query.tsx';
import { EmptyState } from '../../../../components/status/EmptyState.tsx';
import { CenterPicker } from './inclusion-data/CenterPicker.tsx';
import { DataGrid, type GridCenter } from './inclusion-data/DataGrid.tsx';
import { EvaluationDataQuery } from './inclusion-data/data-operations.ts';
import { GridSaveBar } from './inclusion-data/GridSaveBar.tsx';
import { gridCenters, savedCells } from './inclusion-data/grid-rows.ts';
import { type Month, monthRange, previousMonth } from './inclusion-data/month-range.ts';
import { useSaveGrid } from './inclusion-data/use-save-grid.ts';
import type { RelationTabProps } from './relation-tab-props.ts';
import { useEvaluationRelationText } from './shared/evaluation-relation-text.ts';

export default function InclusionDataTab({ evaluationId, canEdit }: RelationTabProps) {
  const { data, fallback } = useRelationQuery(EvaluationDataQuery, { id: evaluationId });
  if (fallback) return fallback;
  const evaluation = data?.evaluation;
  if (!evaluation) return null;
  return (
    <DataEditor
      evaluationId={evaluationId}
      canEdit={canEdit}
      startsAt={evaluation.startsAt ?? null}
      rows={evaluation.data}
    />
  );
}

interface DataEditorProps extends RelationTabProps {
  startsAt: string | null;
  rows: Parameters<typeof savedCells>[0];
}

function DataEditor({ evaluationId, canEdit, startsAt, rows }: DataEditorProps) {
  const intl = useIntl();
  const t = useEvaluationRelationText();
  const [earliest, setEarliest] = useState<Month | null>(null);
  const [addedCenters, setAddedCenters] = useState<GridCenter[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const saved = savedCells(rows);
  const grid = useSaveGrid(evaluationId, saved);
  const centers = gridCenters(rows, addedCenters);
  const months = monthRange({ dataMonths: rows.map((row) => row.date), startsAt, earliest });
  const monthLabel = (month: Month) =>
    intl.formatDate(`${month}T00:00:00Z`, { month: 'long', year: 'numeric', timeZone: 'UTC' });

  return (
    <section className="space-y-4" aria-labelledby="data-tab-title">
      <h2 id="data-tab-title" className={listHeading}>
        {t('data.title')}
      </h2>
      {canEdit && <p className="max-w-prose text-ink-muted">{t('data.intro')}</p>}
      {canEdit && (
        <CenterPicker
          present={new Set(centers.map((center) => center.id))}
          onAdd={(center) => {
            setAddedCenters((current) => [...current, center]);
            setAnnouncement(t('data.centerAdded', { center: center.title }));
          }}
        />
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {centers.length === 0 ? (
        <EmptyState>{t('data.noCenters')}</EmptyState>
      ) : (
        <DataGrid
          months={months}
          centers={centers}
          saved={saved}
          drafts={grid.drafts}
          errors={grid.errors}
          canEdit={canEdit}
          monthLabel={monthLabel}
          onChange={grid.change}
        />
      )}
      {canEdit && centers.length > 0 && (
        <button
          type="button"
          className={secondaryButton}
          onClick={() => setEarliest(previousMonth(months.at(-1) as Month))}
        >
          {t('data.addEarlierMonth')}
        </button>
      )}
      {canEdit && centers.length > 0 && <GridSaveBar grid={grid} />}
    </section>
  );
}
