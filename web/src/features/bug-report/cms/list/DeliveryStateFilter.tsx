// The delivery-state filter of the bug-report list: a fieldset of checkboxes, one per state; in a
// row above the table on narrow screens, a column beside it on wide ones.
import { useIntl } from 'react-intl';
import { deliveryStateLabel, fromUrlState, type UrlState, urlStates } from '../labels.ts';

interface DeliveryStateFilterProps {
  chosen: readonly UrlState[];
  onChange: (chosen: UrlState[]) => void;
}

export function DeliveryStateFilter({ chosen, onChange }: DeliveryStateFilterProps) {
  const intl = useIntl();
  return (
    <fieldset className="flex flex-wrap gap-x-6 2xl:block 2xl:space-y-1">
      <legend className="mb-2 font-semibold">
        {intl.formatMessage({ id: 'bugReportsCms.list.filter.state' })}
      </legend>
      {urlStates.map((state) => (
        <label key={state} className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-brand-primary-dark"
            name="state"
            value={state}
            checked={chosen.includes(state)}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...chosen, state] : chosen.filter((item) => item !== state),
              )
            }
          />
          {intl.formatMessage({ id: deliveryStateLabel(fromUrlState(state)) })}
        </label>
      ))}
    </fieldset>
  );
}
