// A searchable picker over the centers (there may be hundreds): searches by name after the app's search
// pause and at least two letters, leaves out the ids in `excluded`, and hands the chosen one on.
import { useQuery } from '@apollo/client/react';
import {
  Combobox,
  ComboboxInput,
  ComboboxOption,
  ComboboxOptions,
  Field,
  Label,
} from '@headlessui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSettledTerm } from '../../../components/search/use-settled-term.ts';
import { MergeCenterSearchQuery } from './merge-operations.ts';

const MIN_LENGTH = 2;

interface PickedCenter {
  id: string;
  title: string;
}

interface CenterSearchPickerProps {
  label: string;
  excluded: ReadonlySet<string>;
  onPick: (center: PickedCenter) => void;
}

export function CenterSearchPicker({ label, excluded, onPick }: CenterSearchPickerProps) {
  const intl = useIntl();
  const [term, setTerm] = useState('');
  const settled = useSettledTerm(term);
  const active = settled.length >= MIN_LENGTH;
  const { data, error, loading } = useQuery(MergeCenterSearchQuery, {
    variables: { search: settled },
    skip: !active,
  });
  const offered = active ? (data?.centers.data ?? []).filter((c) => !excluded.has(c.id)) : [];

  let status = intl.formatMessage({ id: 'centers.merge.searchHint' });
  if (term.trim().length >= MIN_LENGTH) {
    if (term.trim() !== settled || loading)
      status = intl.formatMessage({ id: 'centers.merge.searching' });
    else if (error) status = intl.formatMessage({ id: 'centers.merge.searchFailed' });
    else
      status =
        offered.length === 0
          ? intl.formatMessage({ id: 'centers.merge.noResults' })
          : intl.formatMessage({ id: 'centers.merge.resultCount' }, { count: offered.length });
  }

  return (
    <Field className="relative w-full max-w-md space-y-1">
      <Label className="block font-semibold">{label}</Label>
      <Combobox
        value={null}
        onChange={(center: PickedCenter | null) => {
          if (!center) return;
          onPick(center);
          setTerm('');
        }}
      >
        <ComboboxInput
          className="block min-h-11 w-full rounded-md border border-neutral-500 bg-white px-3 py-2 text-ink"
          value={term}
          displayValue={() => term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={intl.formatMessage({ id: 'centers.merge.searchPlaceholder' })}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
        />
        <ComboboxOptions
          modal={false}
          className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-y-auto rounded-md border border-neutral-300 bg-white p-1 shadow-lg empty:invisible"
        >
          {offered.map((center) => (
            <ComboboxOption
              key={center.id}
              value={center}
              className="cursor-pointer rounded px-3 py-2 data-focus:bg-brand-primary-dark data-focus:text-white"
            >
              {center.title}
            </ComboboxOption>
          ))}
        </ComboboxOptions>
      </Combobox>
      <p role="status" className="text-sm text-ink-muted">
        {status}
      </p>
    </Field>
  );
}
