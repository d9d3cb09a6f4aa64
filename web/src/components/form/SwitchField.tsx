// An on/off choice (Headless UI Switch), controlled by react-hook-form: the value is a boolean.
import { Switch } from '@headlessui/react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FieldShell } from './FieldShell.tsx';
import { ReadOnlyValue } from './ReadOnlyValue.tsx';
import { type FieldProps, useFormField } from './use-form-field.ts';

export function SwitchField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: FieldProps<T, N, TOut>,
) {
  const intl = useIntl();
  const { field, fieldState, ids, aria } = useFormField(props);
  const checked = field.value === true;
  const stateText = intl.formatMessage({ id: checked ? 'fields.switch.on' : 'fields.switch.off' });
  return (
    <FieldShell
      ids={ids}
      label={props.label}
      hint={props.hint}
      required={false}
      error={fieldState.error}
      className={props.className}
    >
      {props.readOnly ? (
        <ReadOnlyValue
          id={ids.control}
          labelId={ids.label}
          describedBy={aria['aria-describedby']}
          text={stateText}
        />
      ) : (
        <div className="flex items-center gap-3">
          <Switch
            id={ids.control}
            ref={field.ref}
            checked={checked}
            onChange={(value: boolean) => field.onChange(value)}
            onBlur={field.onBlur}
            disabled={field.disabled}
            aria-labelledby={ids.label}
            aria-describedby={aria['aria-describedby']}
            aria-invalid={aria['aria-invalid']}
            className="group relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full border-2 border-neutral-600 bg-neutral-200 transition-colors data-checked:border-brand-primary-dark data-checked:bg-brand-primary-dark data-disabled:cursor-not-allowed data-disabled:opacity-60"
          >
            <span
              aria-hidden="true"
              className="inline-block size-5 translate-x-0.5 rounded-full bg-white shadow ring-1 ring-neutral-600 transition-transform group-data-checked:translate-x-5.5"
            />
          </Switch>
          <span aria-hidden="true" className="text-sm">
            {stateText}
          </span>
        </div>
      )}
    </FieldShell>
  );
}
