// The foot of a CMS editor's form: the Save button (kept in view at the bottom of the screen), the
// outcome of the last save (announced politely: after an edit conflict, which fields to edit) and
// messages the server gave for no field. Leaving with unsaved
// changes asks first; "changed" is what would be sent (`hasChanges`, e.g. a re-ordered list is no
// change), else any edit.
import { type Control, type FieldValues, useFormState, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormActions } from '../../form/FormActions.tsx';
import { FormAlert } from '../../form/FormAlert.tsx';
import { useUnsavedChangesWarning } from '../../form/use-unsaved-changes-warning.tsx';
import type { ConflictNote, SaveOutcome } from './use-editor-save.ts';

export interface EditorSaveTexts {
  save: string;
  saved: string;
  unchanged: string;
  invalid: string;
}

interface EditorSaveBarProps<V extends FieldValues> {
  control: Control<V>;
  outcome: SaveOutcome;
  otherMessages: string[];
  texts: EditorSaveTexts;
  hasChanges?: (saved: V, values: V) => boolean;
  /** After a conflict: the fields being edited (their labels are in the outcome's text). */
  conflictNotes?: readonly ConflictNote[];
}

const failures: readonly SaveOutcome[] = ['invalid', 'conflict', 'conflictEdit'];

export function EditorSaveBar<V extends FieldValues>(props: EditorSaveBarProps<V>) {
  const { control, outcome, texts, hasChanges, conflictNotes = [] } = props;
  const intl = useIntl();
  const { isSubmitting, isDirty, defaultValues } = useFormState({ control });
  const values = useWatch({ control }) as V;
  const changed = hasChanges ? hasChanges(defaultValues as V, values) : isDirty;
  const prompt = useUnsavedChangesWarning(changed && !isSubmitting);

  const status = (() => {
    if (!outcome || isSubmitting) return '';
    // The conflict outcomes' texts are the kit's own (CmsEditor brings their catalogue).
    if (outcome === 'conflict') return intl.formatMessage({ id: 'cmsHistory.conflict.unsaved' });
    if (outcome === 'conflictEdit')
      return intl.formatMessage(
        { id: 'cmsHistory.conflict.editing' },
        { fields: intl.formatList(conflictNotes.map((note) => note.label)) },
      );
    return texts[outcome];
  })();

  return (
    <div className="sticky bottom-0 z-10 -mx-4 space-y-3 border-t border-neutral-300 bg-white px-4 py-4 sm:-mx-6 sm:px-6">
      <FormAlert messages={props.otherMessages} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <FormActions saving={isSubmitting} saveLabel={texts.save} />
        <p
          role="status"
          className={`font-semibold ${failures.includes(outcome) ? 'text-red-700' : 'text-green-800'}`}
        >
          {status}
        </p>
      </div>
      {prompt}
    </div>
  );
}
