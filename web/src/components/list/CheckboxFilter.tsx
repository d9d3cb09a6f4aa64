// A list's filter of one kind of value: a fieldset of checkboxes, one per value, any number
// chosen; in a row above the table on narrow screens, a column beside it from 1536 px.
import type { ReactNode } from 'react';
import { toggled } from './url-state.ts';

interface CheckboxFilterProps<T extends string> {
  legend: ReactNode;
  /** The checkboxes' name (the URL parameter they stand for). */
  name: string;
  values: readonly T[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
  label: (value: T) => ReactNode;
}

export function CheckboxFilter<T extends string>({
  legend,
  name,
  values,
  chosen,
  onChange,
  label,
}: CheckboxFilterProps<T>) {
  return (
    <fieldset className="flex flex-wrap gap-x-6 2xl:block 2xl:space-y-1">
      <legend className="mb-2 font-semibold">{legend}</legend>
      {values.map((value) => (
        <label key={value} className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-brand-primary-dark"
            name={name}
            value={value}
            checked={chosen.includes(value)}
            onChange={(event) => onChange(toggled(chosen, value, event.target.checked))}
          />
          {label(value)}
        </label>
      ))}
    </fieldset>
  );
}
