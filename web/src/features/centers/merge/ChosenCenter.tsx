// A chosen center on the merge screen: its name, kind and how much data it carries, with a
// button that takes it off the list.
import { useIntl } from 'react-intl';
import type { MergeCenter_CenterFragment } from '../../../gql/graphql.ts';
import { centerTypeLabel } from '../list/center-types.ts';

interface ChosenCenterProps {
  center: MergeCenter_CenterFragment;
  removeLabel: string;
  onRemove: () => void;
}

export function ChosenCenter({ center, removeLabel, onRemove }: ChosenCenterProps) {
  const intl = useIntl();
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-neutral-300 bg-white p-3">
      <div>
        <p className="font-semibold">{center.title}</p>
        <p className="text-sm text-ink-muted">
          {intl.formatMessage({ id: centerTypeLabel(center.type) })} ·{' '}
          <span data-testid="merge-counts">
            {intl.formatMessage(
              { id: 'centers.merge.counts' },
              { data: center.dataCount, evaluations: center.evaluationCount },
            )}
          </span>
        </p>
      </div>
      <button
        type="button"
        onClick={onRemove}
        className="min-h-11 rounded-md border border-brand-primary-dark px-3 py-1 text-sm font-semibold text-brand-primary-dark hover:bg-neutral-100"
      >
        {removeLabel}
      </button>
    </li>
  );
}
