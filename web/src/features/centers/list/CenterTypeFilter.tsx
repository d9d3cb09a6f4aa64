// The kinds filter of the centers list: a fieldset of checkboxes, one per kind; in a row above the
// table below 1536 px (where the table needs the width for its actions), a column beside it above.
import { useIntl } from 'react-intl';
import { centerTypeLabel, type UrlCenterType, urlTypes } from './center-types.ts';

interface CenterTypeFilterProps {
  chosen: readonly UrlCenterType[];
  onChange: (chosen: UrlCenterType[]) => void;
}

export function CenterTypeFilter({ chosen, onChange }: CenterTypeFilterProps) {
  const intl = useIntl();
  return (
    <fieldset className="flex flex-wrap gap-x-6 2xl:block 2xl:space-y-1">
      <legend className="mb-2 font-semibold">
        {intl.formatMessage({ id: 'centers.list.filter.type' })}
      </legend>
      {urlTypes.map((type) => (
        <label key={type} className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="checkbox"
            className="size-5 accent-brand-primary-dark"
            checked={chosen.includes(type)}
            onChange={(event) =>
              onChange(
                event.target.checked ? [...chosen, type] : chosen.filter((item) => item !== type),
              )
            }
          />
          {intl.formatMessage({ id: centerTypeLabel(type) })}
        </label>
      ))}
    </fieldset>
  );
}
