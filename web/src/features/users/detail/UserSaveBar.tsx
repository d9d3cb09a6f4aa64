// The foot of the user form: the save button (kept in view at the bottom of the screen), the
// outcome of the last save (announced politely) and messages the server gave for no field.
// Leaving with unsaved changes asks first.
import { type Control, useFormState } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormActions } from '../../../components/form/FormActions.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { useUnsavedChangesWarning } from '../../../components/form/use-unsaved-changes-warning.tsx';
import type { UserValues } from './form-values.ts';
import type { SaveOutcome } from './use-save-user.ts';

interface UserSaveBarProps {
  control: Control<UserValues>;
  outcome: SaveOutcome;
  otherMessages: string[];
  saveLabel: string;
}

const outcomeKey = {
  saved: 'users.form.saved',
  unchanged: 'users.form.unchanged',
  invalid: 'users.form.invalid',
} as const;

export function UserSaveBar({ control, outcome, otherMessages, saveLabel }: UserSaveBarProps) {
  const intl = useIntl();
  const { isSubmitting, isDirty } = useFormState({ control });
  const prompt = useUnsavedChangesWarning(isDirty && !isSubmitting);

  return (
    <div className="sticky bottom-0 z-10 -mx-4 space-y-3 border-t border-neutral-300 bg-white px-4 py-4 sm:-mx-6 sm:px-6">
      <FormAlert messages={otherMessages} />
      <div className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <FormActions saving={isSubmitting} saveLabel={saveLabel} />
        <p
          role="status"
          className={`font-semibold ${outcome === 'invalid' ? 'text-red-700' : 'text-green-800'}`}
        >
          {outcome && !isSubmitting ? intl.formatMessage({ id: outcomeKey[outcome] }) : ''}
        </p>
      </div>
      {prompt}
    </div>
  );
}
