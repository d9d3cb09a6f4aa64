// After "Bewerken" in the conflict dialog the form holds the other person's value of those fields;
// the person's own value stays in view here, under the form, until the next save, so nothing of
// theirs is lost while they merge the two by hand.
import { useIntl } from 'react-intl';
import { secondaryButton } from '../../../buttons/button-styles.ts';
import { ValueText } from '../../history/ValueText.tsx';
import type { ConflictNote } from '../use-editor-save.ts';

export function ConflictNotes(props: { notes: readonly ConflictNote[]; onHide: () => void }) {
  const intl = useIntl();
  if (props.notes.length === 0) return null;
  return (
    <section
      aria-labelledby="conflict-notes-title"
      className="space-y-3 rounded-md border border-amber-700/40 bg-amber-50 p-4"
    >
      <h2 id="conflict-notes-title" className="font-bold">
        {intl.formatMessage({ id: 'cmsHistory.conflict.notes' })}
      </h2>
      <dl className="space-y-3">
        {props.notes.map((note) => (
          <div key={note.field}>
            <dt className="font-semibold">{note.label}</dt>
            <dd className="max-h-40 overflow-y-auto rounded-md bg-white p-2">
              <ValueText view={note.mine} />
            </dd>
          </div>
        ))}
      </dl>
      <button type="button" className={secondaryButton} onClick={props.onHide}>
        {intl.formatMessage({ id: 'cmsHistory.conflict.notesHide' })}
      </button>
    </section>
  );
}
