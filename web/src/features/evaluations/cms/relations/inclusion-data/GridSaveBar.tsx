// The grid's Save button with how many changes wait, and the outcome of the last save (announced
// politely). Leaving with unsaved changes is not blocked: the count stays in view instead.

import { primaryButton } from '../../../../../components/buttons/button-styles.ts';
import { useEvaluationRelationText } from '../shared/evaluation-relation-text.ts';
import type { useSaveGrid } from './use-save-grid.ts';

export function GridSaveBar({ grid }: { grid: ReturnType<typeof useSaveGrid> }) {
  const t = useEvaluationRelationText();
  const { outcome, saving, pendingCount } = grid;
  let result = '';
  if (!saving && outcome?.kind === 'saved') result = t('data.saved', { count: outcome.count });
  if (!saving && outcome?.kind === 'unchanged') result = t('data.unchanged');
  if (!saving && outcome?.kind === 'notSaved') result = t('data.notSaved');

  return (
    <div className="sticky bottom-0 z-20 -mx-4 flex flex-wrap items-center gap-x-6 gap-y-2 border-t border-neutral-300 bg-white/95 px-4 py-4 backdrop-blur-sm">
      <button
        type="button"
        className={primaryButton}
        disabled={saving}
        onClick={() => void grid.save()}
      >
        {t(saving ? 'data.saving' : 'data.save')}
      </button>
      <p
        role="status"
        className={
          outcome?.kind === 'notSaved'
            ? 'font-semibold text-red-700'
            : 'font-semibold text-green-800'
        }
      >
        {result}
      </p>
      {pendingCount > 0 && (
        <p className="text-sm text-ink-muted sm:ml-auto">
          {t('data.pending', { count: pendingCount })}
        </p>
      )}
    </div>
  );
}
