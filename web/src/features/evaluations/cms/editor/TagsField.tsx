// Free tags as removable chips: type a tag and press Enter (or a comma, or the add button); each
// chip has its own remove button. Read-only shows the tags as a plain list.
import { type KeyboardEvent, useId, useState } from 'react';
import { type Control, useController } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { EditorValues } from './form-values.ts';

interface TagsFieldProps {
  control: Control<EditorValues>;
  label: string;
  hint?: string;
  readOnly?: boolean;
  /** Turns the field's error (a catalogue key) into its text. */
  errorText: (message: string | undefined) => string | undefined;
}

export function TagsField({ control, label, hint, readOnly, errorText }: TagsFieldProps) {
  const intl = useIntl();
  const id = useId();
  const { field, fieldState } = useController({ control, name: 'tags' });
  const [draft, setDraft] = useState('');
  const tags = field.value;
  const error = errorText(
    fieldState.error?.message ??
      (fieldState.error as { [index: number]: { message?: string } } | undefined)?.[0]?.message,
  );
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null]
    .filter(Boolean)
    .join(' ');

  const add = () => {
    const fresh = draft
      .split(',')
      .map((tag) => tag.trim())
      .filter((tag) => tag !== '' && !tags.includes(tag));
    if (fresh.length > 0) field.onChange([...tags, ...new Set(fresh)]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      add();
    }
  };

  return (
    <fieldset className="space-y-2" aria-describedby={describedBy || undefined}>
      <legend className="font-semibold">{label}</legend>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-muted">
          {hint}
        </p>
      )}
      {tags.length > 0 ? (
        <ul className="flex flex-wrap gap-2" aria-label={label}>
          {tags.map((tag) => (
            <li
              key={tag}
              className={`inline-flex items-center gap-1 rounded-full bg-gray-100 py-1 ps-3 text-sm ring-1 ring-gray-400 ${readOnly ? 'pe-3' : 'pe-1'}`}
            >
              {tag}
              {!readOnly && (
                <button
                  type="button"
                  className="inline-flex size-8 items-center justify-center rounded-full hover:bg-gray-200"
                  aria-label={intl.formatMessage(
                    { id: 'cmsEvaluations.editor.tags.remove' },
                    { tag },
                  )}
                  onClick={() => field.onChange(tags.filter((other) => other !== tag))}
                >
                  <span aria-hidden="true">×</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-ink-muted">
          {intl.formatMessage({ id: 'cmsEvaluations.editor.tags.none' })}
        </p>
      )}
      {!readOnly && (
        <div className="flex gap-2">
          <label htmlFor={`${id}-input`} className="sr-only">
            {intl.formatMessage({ id: 'cmsEvaluations.editor.tags.input' })}
          </label>
          <input
            id={`${id}-input`}
            ref={field.ref}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              add();
              field.onBlur();
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className="block min-h-11 w-full min-w-0 rounded-md border border-neutral-500 bg-white px-3 py-2 text-ink aria-invalid:border-red-700"
          />
          <button
            type="button"
            onClick={add}
            className="min-h-11 shrink-0 rounded-md border border-brand-primary-dark px-4 font-semibold text-brand-primary-dark hover:bg-gray-50"
          >
            {intl.formatMessage({ id: 'cmsEvaluations.editor.tags.add' })}
          </button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
