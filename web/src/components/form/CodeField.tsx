// A one-time code: six digits from an authenticator app or, with `recovery`, a recovery code
// (letters too, longer), the one field of its form (`useCodeEntry`). Its error stands under the
// field and is also announced as it appears.
import { type Control, useFormState } from 'react-hook-form';
import { AllFieldsRequired } from './AllFieldsRequired.tsx';
import { TextInputField } from './TextInputField.tsx';
import type { CodeValues } from './use-code-entry.ts';
import { useFieldErrorText } from './use-field-error-text.ts';

interface CodeFieldProps {
  control: Control<CodeValues>;
  label: string;
  recovery?: boolean;
}

export function CodeField({ control, label, recovery = false }: CodeFieldProps) {
  const { errors } = useFormState({ control, name: 'code' });
  const error = useFieldErrorText()(errors.code);
  return (
    <AllFieldsRequired>
      <TextInputField
        control={control}
        name="code"
        label={label}
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        pattern={recovery ? undefined : '[0-9]*'}
        maxLength={recovery ? 20 : 6}
        spellCheck={false}
        autoCapitalize="off"
      />
      {error && (
        <p role="alert" className="sr-only">
          {error}
        </p>
      )}
    </AllFieldsRequired>
  );
}
