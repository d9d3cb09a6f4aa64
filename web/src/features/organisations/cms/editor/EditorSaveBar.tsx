// The foot of the field tabs: the one Save button (kept in view at the bottom of the screen), the
// outcome of the last save (announced politely) and messages the server gave for no field.
// Leaving with unsaved changes asks first.
import { type Control, useFormState, useWatch } from 'react-hook-form';
import { FormActions } from '../../../../components/form/FormActions.tsx';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { useUnsavedChangesWarning } from '../../../../components/form/use-unsaved-changes-warning.tsx';
import { useOrganisationText } from '../organisation-text.ts';
import { changedInput, type EditorValues } from './form-values.ts';
import type { SaveOutcome } from './use-save-organisation.ts';

interface EditorSaveBarProps {
  control: Control<EditorValues>;
  outcome: SaveOutcome;
  otherMessages: string[];
}

const outcomeKey = {
  saved: 'editor.saved',
  unchanged: 'editor.unchanged',
  invalid: 'editor.invalid',
} as const;

export function EditorSaveBar({ control, outcome, otherMessages }: EditorSaveBarProps) {
  const t = useOrganisationText();
  const { isSubmitting, defaultValues } = useFormState({ control });
  const values = useWatch({ control }) as EditorValues;
  // Changed in what would be sent, not merely touched.
  const changed = Object.keys(changedInput(defaultValues as EditorValues, values)).length > 0;
  const prompt = useUnsavedChangesWarning(changed && !isSubmitting);

  return (
    <div className="sticky bottom-0 z-10 -mx-4 space-y-3 border-t border-neutral-300 bg-white px-4 py-4 sm:-mx-6 sm:px-6">
      <FormAlert messages={otherMessages} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <FormActions saving={isSubmitting} saveLabel={t('editor.save')} />
        <p
          role="status"
          className={`font-semibold ${outcome === 'invalid' ? 'text-red-700' : 'text-green-800'}`}
        >
          {outcome && !isSubmitting ? t(outcomeKey[outcome]) : ''}
        </p>
      </div>
      {prompt}
    </div>
  );
}
