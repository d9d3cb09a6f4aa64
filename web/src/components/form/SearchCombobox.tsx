// A search-as-you-type picker (Headless UI Combobox): a labelled text input whose options come
// from a search (usePickerSearch), with a polite status line saying what the search is doing.
// Either it clears after each pick (pass `text`, the typed term) or it shows the chosen option.
import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Field,
  Label,
} from '@headlessui/react';
import type { ReactNode } from 'react';
import type { PickerSearch } from './use-picker-search.ts';

/** The status line's texts, from the screen's catalogue. */
export interface PickerStatusTexts {
  /** Before enough is typed. */
  hint: string;
  searching: string;
  failed: string;
  noResults: string;
  resultCount: (count: number) => string;
}

interface SearchComboboxProps<T extends { id: string }> {
  label: string;
  placeholder: string;
  maxLength: number;
  search: PickerSearch<T>;
  statusTexts: PickerStatusTexts;
  onTermChange: (term: string) => void;
  value: T | null;
  onChange: (option: T | null) => void;
  /** The input's text when it is not the chosen option's (a picker that clears after a pick). */
  text?: string;
  /** The chosen option's text in the input. */
  displayValue?: (option: T | null) => string;
  onClose?: () => void;
  describedBy?: string;
  className: string;
  /** An option's content. */
  children: (option: T) => ReactNode;
}

function statusText({ status, options }: PickerSearch<unknown>, texts: PickerStatusTexts) {
  switch (status) {
    case 'idle':
      return texts.hint;
    case 'searching':
      return texts.searching;
    case 'failed':
      return texts.failed;
    case 'done':
      return options.length === 0 ? texts.noResults : texts.resultCount(options.length);
  }
}

export function SearchCombobox<T extends { id: string }>({
  label,
  placeholder,
  maxLength,
  search,
  statusTexts,
  onTermChange,
  value,
  onChange,
  text,
  displayValue = () => text ?? '',
  onClose,
  describedBy,
  className,
  children,
}: SearchComboboxProps<T>) {
  return (
    <Field className={className}>
      <Label className="block font-semibold">{label}</Label>
      <Combobox value={value} by="id" onChange={onChange} onClose={onClose}>
        <ComboboxInput
          className="block min-h-11 w-full rounded-md border border-neutral-500 bg-white px-3 py-2 text-ink"
          value={text}
          displayValue={displayValue}
          onChange={(event) => onTermChange(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={maxLength}
          aria-describedby={describedBy}
        />
        <ComboboxOptions
          modal={false}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-md border border-neutral-300 bg-white p-1 shadow-lg empty:invisible"
        >
          {search.options.map((option) => (
            <ComboboxOption
              key={option.id}
              value={option}
              className="cursor-pointer rounded px-3 py-2 data-focus:bg-brand-primary-dark data-focus:text-white"
            >
              {children(option)}
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
      <p role="status" className="text-sm text-ink-muted">
        {statusText(search, statusTexts)}
      </p>
    </Field>
  );
}
