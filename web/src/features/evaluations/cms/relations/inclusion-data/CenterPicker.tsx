// "Add centre": a combobox over the centres (there may be hundreds, so it searches by name after
// 300 ms of quiet and at least two letters) that adds the chosen centre as a column of the grid.
import { useState } from 'react';
import { SearchCombobox } from '../../../../../components/form/SearchCombobox.tsx';
import { usePickerSearch } from '../../../../../components/form/use-picker-search.ts';
import { useEvaluationRelationText } from '../shared/evaluation-relation-text.ts';
import type { GridCenter } from './DataGrid.tsx';
import { DataTabCentersQuery } from './data-operations.ts';

interface CenterPickerProps {
  /** Centres that are columns already (not offered again). */
  present: ReadonlySet<string>;
  onAdd: (center: GridCenter) => void;
}

export function CenterPicker({ present, onAdd }: CenterPickerProps) {
  const t = useEvaluationRelationText();
  const [term, setTerm] = useState('');
  const search = usePickerSearch(DataTabCentersQuery, term, {
    select: (data) => data.centers.data,
    minLength: 2,
    quietMs: 300,
    excluded: present,
  });
  return (
    <SearchCombobox
      className="relative w-full max-w-md space-y-1"
      label={t('data.centerSearchLabel')}
      placeholder={t('data.centerSearchPlaceholder')}
      maxLength={200}
      search={search}
      statusTexts={{
        hint: t('data.centerSearchHint'),
        searching: t('data.centerSearching'),
        failed: t('data.centerSearchFailed'),
        noResults: t('data.centerNoResults'),
        resultCount: (count) => t('data.centerResultCount', { count }),
      }}
      text={term}
      onTermChange={setTerm}
      value={null}
      onChange={(center) => {
        if (!center) return;
        onAdd({ id: center.id, title: center.title });
        setTerm('');
      }}
    >
      {(center) => center.title}
    </SearchCombobox>
  );
}
