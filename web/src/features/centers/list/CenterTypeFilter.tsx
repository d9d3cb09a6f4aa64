// The kinds filter of the centers list: a checkbox per kind (components/list/CheckboxFilter).
import { useIntl } from 'react-intl';
import { CheckboxFilter } from '../../../components/list/CheckboxFilter.tsx';
import { centerTypeLabel, type UrlCenterType, urlTypes } from './center-types.ts';

interface CenterTypeFilterProps {
  chosen: readonly UrlCenterType[];
  onChange: (chosen: UrlCenterType[]) => void;
}

export function CenterTypeFilter({ chosen, onChange }: CenterTypeFilterProps) {
  const intl = useIntl();
  return (
    <CheckboxFilter
      legend={intl.formatMessage({ id: 'centers.list.filter.type' })}
      name="type"
      values={urlTypes}
      chosen={chosen}
      onChange={onChange}
      label={(type) => intl.formatMessage({ id: centerTypeLabel(type) })}
    />
  );
}
