// "Add centre": a combobox over the centres (there may be hundreds, so it searches by name after
// 300 ms of quiet and at least two letters) that adds the chosen centre as a column of the grid.

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
import { useSettledText } from '../people/use-settled-text.ts';
import { useRelationText } from '../shared/relation-text.ts';
import type { GridCenter } from './DataGrid.tsx';
import { DataTabCentersQuery } from './data-operations.ts';

const CENTER_DEBOUNCE_MS = 300;
const CENTER_MIN_LENGTH = 2;

interface CenterPickerProps {
  /** Centres that are columns already (not offered again). */
  present: ReadonlySet<string>;
  onAdd: (center: GridCenter) => void;
}

export function CenterPicker({ present, onAdd }: CenterPickerProps) {
  const t = useRelationText();
  const [term, setTerm] = useState('');
  const settled = useSettledText(term, CENTER_DEBOUNCE_MS);
  const active = settled.length >= CENTER_MIN_LENGTH;
  const { data, error, loading } = useQuery(DataTabCentersQuery, {
    variables: { search: settled },
    skip: !active,
  });
  const offered = active
    ? (data?.centers.data ?? []).filter((center) => !present.has(center.id))
    : [];

  let status = t('data.centerSearchHint');
  if (term.trim().length >= CENTER_MIN_LENGTH) {
    if (term.trim() !== settled || loading) status = t('data.centerSearching');
    else if (error) status = t('data.centerSearchFailed');
    else
      status =
        offered.length === 0
          ? t('data.centerNoResults')
          : t('data.centerResultCount', { count: offered.length });
  }

  return (
    <Field className="relative w-full max-w-md space-y-1">
      <Label className="block font-semibold">{t('data.centerSearchLabel')}</Label>
      <Combobox
        value={null}
        onChange={(center: GridCenter | null) => {
          if (!center) return;
          onAdd({ id: center.id, title: center.title });
          setTerm('');
        }}
      >
        <ComboboxInput
          className="block min-h-11 w-full rounded-md border border-neutral-500 bg-white px-3 py-2 text-ink"
          value={term}
          displayValue={() => term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={t('data.centerSearchPlaceholder')}
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
