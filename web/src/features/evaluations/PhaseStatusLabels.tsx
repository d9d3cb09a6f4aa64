// The phase label of an evaluation, and its status label where the viewer is staff (visitors only
// ever see published ones, so for them the status says nothing).
import { useIntl } from 'react-intl';
import { type Phase, phaseLabel, phaseLook, statusLabel, v1Value } from './labels.ts';

const pill =
  'inline-flex items-center rounded-full px-3 py-1 text-sm font-medium ring-1 ring-inset';

export function PhaseStatusLabels({
  phase,
  status,
  showStatus,
}: {
  phase: string;
  status: string;
  showStatus: boolean;
}) {
  const intl = useIntl();
  return (
    <ul className="flex flex-wrap gap-2">
      <li className={`${pill} ${phaseLook[v1Value(phase) as Phase] ?? phaseLook.completed}`}>
        <span className="sr-only">{intl.formatMessage({ id: 'evaluations.card.phase' })}: </span>
        {intl.formatMessage({ id: phaseLabel(phase) })}
      </li>
      {showStatus && (
        <li className={`${pill} bg-white text-ink-muted ring-gray-400`}>
          <span className="sr-only">{intl.formatMessage({ id: 'evaluations.card.status' })}: </span>
          {intl.formatMessage({ id: statusLabel(status) })}
        </li>
      )}
    </ul>
  );
}
