// The editor's header under the title: phase and status, the public page once published, the
// delete button for those who may delete, and why the form is read-only when it is.
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { textLink } from '../../../../components/buttons/button-styles.ts';
import { PhaseStatusLabels } from '../../PhaseStatusLabels.tsx';
import type { EditRights } from './edit-rights.ts';
import { useDeleteEvaluation } from './use-delete-evaluation.ts';

interface EditorHeaderProps {
  evaluation: { id: string; title: string; url: string; phase: string; status: string };
  rights: EditRights;
}

export const dangerButton =
  'min-h-11 rounded-md border border-red-700 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-70';

export function EditorHeader({ evaluation, rights }: EditorHeaderProps) {
  const intl = useIntl();
  const { deleteEvaluation, deleting } = useDeleteEvaluation(evaluation);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div className="flex flex-wrap items-center gap-4">
          <PhaseStatusLabels phase={evaluation.phase} status={evaluation.status} showStatus />
          {evaluation.status === 'PUBLISHED' && (
            <Link to={evaluation.url} className={textLink}>
              {intl.formatMessage({ id: 'cmsEvaluations.editor.publicPage' })}
            </Link>
          )}
        </div>
        {rights.canDelete && (
          <button
            type="button"
            className={dangerButton}
            disabled={deleting}
            onClick={() => void deleteEvaluation()}
          >
            {intl.formatMessage({ id: 'cmsEvaluations.editor.delete.button' })}
          </button>
        )}
      </div>
      {rights.readOnlyReason && (
        <p className="rounded-md border border-sky-700/40 bg-sky-50 p-4 text-sky-950">
          {intl.formatMessage({
            id:
              rights.readOnlyReason === 'notInvolved'
                ? 'cmsEvaluations.editor.readOnly.notInvolved'
                : 'cmsEvaluations.editor.readOnly.noRole',
          })}
        </p>
      )}
    </div>
  );
}
