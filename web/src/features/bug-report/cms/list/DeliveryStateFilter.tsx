// The delivery-state filter of the bug-report list: a checkbox per state
// (components/list/CheckboxFilter).
import { useIntl } from 'react-intl';
import { CheckboxFilter } from '../../../../components/list/CheckboxFilter.tsx';
import { deliveryStateLabel, fromUrlState, type UrlState, urlStates } from '../labels.ts';

interface DeliveryStateFilterProps {
  chosen: readonly UrlState[];
  onChange: (chosen: UrlState[]) => void;
}

export function DeliveryStateFilter({ chosen, onChange }: DeliveryStateFilterProps) {
  const intl = useIntl();
  return (
    <CheckboxFilter
      legend={intl.formatMessage({ id: 'bugReportsCms.list.filter.state' })}
      name="state"
      values={urlStates}
      chosen={chosen}
      onChange={onChange}
      label={(state) => intl.formatMessage({ id: deliveryStateLabel(fromUrlState(state)) })}
    />
  );
}
