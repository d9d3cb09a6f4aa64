// A specialization's title that can be renamed in place: "Naam wijzigen" turns it into a text
// field (focused, text selected); Enter saves, Escape cancels and gives the focus back to the
// button. A refused name shows under the field and the field stays open.
import { useMutation } from '@apollo/client/react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { required } from '../../../../../schema/rules/schemas.ts';
import { primaryButton, secondaryButton } from '../../../components/buttons/button-styles.ts';
import { fieldError, fieldInput } from '../../../components/form/field-styles.ts';
import { useFieldErrorText } from '../../../components/form/use-field-error-text.ts';
import { serverRefusal } from './server-refusal.ts';
import { RenameSpecializationMutation } from './specialization-operations.ts';

const titleRule = required(200);
const smallButton = 'min-h-11 px-3 py-1 text-sm';

export function RenameableTitle({ id, title }: { id: string; title: string }) {
  const intl = useIntl();
  const errorText = useFieldErrorText();
  const inputId = useId();
  const errorId = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(title);
  const [error, setError] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const [rename, { loading }] = useMutation(RenameSpecializationMutation, {
    context: { quiet: true },
  });

  useEffect(() => {
    if (editing) input.current?.select();
  }, [editing]);

  const close = () => {
    setEditing(false);
    setError(undefined);
    // The button comes back after this render; give it the focus then.
    requestAnimationFrame(() => opener.current?.focus());
  };

  const save = async () => {
    const checked = titleRule.safeParse(value);
    if (!checked.success) {
      setError(errorText(checked.error.issues[0]?.message ?? 'validation.required'));
      input.current?.focus();
      return;
    }
    if (checked.data === title) return close();
    try {
      await rename({ variables: { id, input: { title: checked.data } } });
      close();
    } catch (refused) {
      setError(serverRefusal(refused, 'title'));
      input.current?.focus();
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close();
    }
  };

  if (!editing)
    return (
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">{title}</span>
        <button
          ref={opener}
          type="button"
          className={`${secondaryButton} ${smallButton}`}
          aria-label={intl.formatMessage({ id: 'specializations.rename.buttonFor' }, { title })}
          onClick={() => {
            setValue(title);
            setEditing(true);
          }}
        >
          {intl.formatMessage({ id: 'specializations.rename.button' })}
        </button>
      </div>
    );

  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="sr-only">
        {intl.formatMessage({ id: 'specializations.rename.label' }, { title })}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={input}
          id={inputId}
          type="text"
          value={value}
          maxLength={200}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          title={intl.formatMessage({ id: 'specializations.rename.hint' })}
          onChange={(event) => setValue(event.target.value)}
          onKeyDown={onKeyDown}
          className={`${fieldInput} min-h-11 min-w-0 flex-1 basis-48`}
        />
        <button
          type="button"
          disabled={loading}
          className={`${primaryButton} ${smallButton}`}
          onClick={() => void save()}
        >
          {intl.formatMessage({ id: 'specializations.rename.save' })}
        </button>
        <button type="button" className={`${secondaryButton} ${smallButton}`} onClick={close}>
          {intl.formatMessage({ id: 'specializations.rename.cancel' })}
        </button>
      </div>
      {error && (
        <p id={errorId} className={fieldError}>
          {error}
        </p>
      )}
    </div>
  );
}
