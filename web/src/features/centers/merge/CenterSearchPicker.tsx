// A searchable picker over the centers (there may be hundreds): searches by name after the app's search
// pause and at least two letters, leaves out the ids in `excluded`, and hands the chosen one on.
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { SearchCombobox } from '../../../components/form/SearchCombobox.tsx';
import { usePickerSearch } from '../../../components/form/use-picker-search.ts';
import { MergeCenterSearchQuery } from './merge-operations.ts';

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
  const search = usePickerSearch(MergeCenterSearchQuery, term, {
    select: (data) => data.centers.data,
    minLength: 2,
    excluded,
  });
  return (
    <SearchCombobox
      className="relative w-full max-w-md space-y-1"
      label={label}
      placeholder={intl.formatMessage({ id: 'centers.merge.searchPlaceholder' })}
      maxLength={200}
      search={search}
      statusTexts={{
        hint: intl.formatMessage({ id: 'centers.merge.searchHint' }),
        searching: intl.formatMessage({ id: 'centers.merge.searching' }),
        failed: intl.formatMessage({ id: 'centers.merge.searchFailed' }),
        noResults: intl.formatMessage({ id: 'centers.merge.noResults' }),
        resultCount: (count) => intl.formatMessage({ id: 'centers.merge.resultCount' }, { count }),
      }}
      text={term}
      onTermChange={setTerm}
      value={null}
      onChange={(center) => {
        if (!center) return;
        onPick(center);
        setTerm('');
      }}
    >
      {(center) => center.title}
    </SearchCombobox>
  );
}
