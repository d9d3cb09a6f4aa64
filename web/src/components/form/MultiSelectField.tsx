// Several choices from a list, controlled by react-hook-form: the value is string[]. The chosen
// options are listed (each with a remove button); a search box (Headless UI Combobox) adds more.
// Long lists show at most `VISIBLE_OPTIONS` matches: typing narrows them.
import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { useMemo, useState } from 'react';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FieldShell } from './FieldShell.tsx';
import { fieldHint, fieldInput } from './field-styles.ts';
import type { FieldOption } from './options.ts';
import { type FieldProps, useFormField } from './use-form-field.ts';

export const VISIBLE_OPTIONS = 100;

interface MultiSelectFieldProps<T extends FieldValues, N extends FieldPath<T>, TOut>
  extends FieldProps<T, N, TOut> {
  options: readonly FieldOption[];
}

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function MultiSelectField<T extends FieldValues, N extends FieldPath<T>, TOut = T>(
  props: MultiSelectFieldProps<T, N, TOut>,
) {
  const intl = useIntl();
  const { field, fieldState, ids, aria } = useFormField(props);
  const [query, setQuery] = useState('');
  const selected: string[] = Array.isArray(field.value) ? field.value : [];
  const byValue = useMemo(
    () => new Map(props.options.map((option) => [option.value, option])),
    [props.options],
  );
  const matches = useMemo(() => {
    const wanted = normalise(query.trim());
    return wanted === ''
      ? props.options
      : props.options.filter((option) => normalise(option.label).includes(wanted));
  }, [props.options, query]);
  const shown = matches.slice(0, VISIBLE_OPTIONS);
  const locked = props.readOnly || field.disabled;
  const remove = (value: string) => field.onChange(selected.filter((item) => item !== value));

  return (
    <FieldShell
      ids={ids}
      label={props.label}
      hint={props.hint}
      required={props.required}
      error={fieldState.error}
      className={props.className}
    >
      <div className="space-y-2">
        <ul
          aria-label={intl.formatMessage({ id: 'fields.multiSelect.chosen' })}
          className="flex flex-wrap gap-2"
        >
          {selected.length === 0 && (
            <li className={fieldHint}>{intl.formatMessage({ id: 'fields.multiSelect.none' })}</li>
          )}
          {selected.map((value) => {
            const label = byValue.get(value)?.label ?? value;
            return (
              <li
                key={value}
                className="flex items-center gap-1 rounded-full border border-neutral-500 bg-surface-muted py-1 ps-3 pe-1 text-sm"
              >
                {label}
                {!locked && (
                  <button
                    type="button"
                    onClick={() => remove(value)}
                    aria-label={intl.formatMessage({ id: 'fields.multiSelect.remove' }, { label })}
                    className="rounded-full px-2 font-bold hover:bg-neutral-200"
                  >
                    <span aria-hidden="true">×</span>
                  </button>
                )}
              </li>
            );
          })}
        </ul>
        {!locked && (
          <Combobox
            multiple
            value={selected}
            onChange={(values: string[]) => field.onChange(values)}
            onClose={() => setQuery('')}
            immediate
          >
            <div className="relative">
              <ComboboxInput
                id={ids.control}
                ref={field.ref}
                name={`${field.name}-search`}
                autoComplete="off"
                placeholder={intl.formatMessage({ id: 'fields.multiSelect.search' })}
                onChange={(event) => setQuery(event.target.value)}
                onBlur={field.onBlur}
                className={fieldInput}
                aria-labelledby={ids.label}
                {...aria}
              />
              <ComboboxOptions
                modal={false}
                aria-labelledby={ids.label}
                className="absolute z-20 mt-1 max-h-72 w-full overflow-auto rounded-md border border-neutral-500 bg-white py-1 shadow-lg empty:invisible"
              >
                {shown.map((option) => (
                  <ComboboxOption
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className="flex cursor-pointer items-center gap-2 px-3 py-2 data-disabled:opacity-60 data-focus:bg-neutral-200 data-selected:font-semibold"
                  >
                    <span aria-hidden="true" className="w-4">
                      {selected.includes(option.value) ? '✓' : ''}
                    </span>
                    {option.label}
                  </ComboboxOption>
                ))}
                {matches.length === 0 && (
                  <li className={`px-3 py-2 ${fieldHint}`}>
                    {intl.formatMessage({ id: 'fields.multiSelect.noMatches' })}
                  </li>
                )}
                {matches.length > shown.length && (
                  <li className={`px-3 py-2 ${fieldHint}`}>
                    {intl.formatMessage(
                      { id: 'fields.multiSelect.more' },
                      { count: matches.length - shown.length },
                    )}
                  </li>
                )}
              </ComboboxOptions>
            </div>
          </Combobox>
        )}
      </div>
    </FieldShell>
  );
}
