// The kinds filter of the centers list: a fieldset of checkboxes, one per kind.
import { useIntl } from 'react-intl';
import { centerTypeLabel, type UrlCenterType, urlTypes } from './center-types.ts';

interface CenterTypeFilterProps {
  chosen: readonly UrlCenterType[];
  onChange: (chosen: UrlCenterType[]) => void;
}

export function CenterTypeFilter({ chosen, onChange }: CenterTypeFilterProps) {
  const intl = useIntl();
  return (
    <fieldset className="space-y-1">
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
