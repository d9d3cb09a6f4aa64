// A one-time code: six digits from an authenticator app or, with `recovery`, a recovery code
// (letters too, longer). Its error stands under the field and is also announced as it appears.
import { TextField } from './TextField.tsx';

interface CodeFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  recovery?: boolean;
}

export function CodeField({ label, value, onChange, error, recovery = false }: CodeFieldProps) {
  return (
    <>
      <TextField
        label={label}
        name="code"
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        pattern={recovery ? undefined : '[0-9]*'}
        maxLength={recovery ? 20 : 6}
        spellCheck={false}
        autoCapitalize="off"
        value={value}
        error={error}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p role="alert" className="sr-only">
          {error}
        </p>
      )}
    </>
  );
}
