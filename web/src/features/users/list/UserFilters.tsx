// The filters of the users list: any of the roles (checkboxes) and active yes/no (radios); side by
// side above the table below 1536 px (the table needs the width), stacked beside it above.
import { useIntl } from 'react-intl';
import { toggled } from '../../../components/list/url-state.ts';
import { roleLabel } from '../labels.ts';
import { activeChoices, type RoleParam, roleParams, type UsersListState } from './list-state.ts';

interface UserFiltersProps {
  state: UsersListState;
  onChange: (patch: Partial<Pick<UsersListState, 'role' | 'active'>>) => void;
}

const fieldset = 'space-y-2 rounded-md border border-neutral-300 bg-white p-4';
const legend = 'px-1 font-semibold';
const option = 'flex min-h-11 items-center gap-3';
const control = 'size-5 accent-brand-primary-dark';

const activeText = {
  all: 'users.list.filter.activeAll',
  yes: 'users.list.filter.activeYes',
  no: 'users.list.filter.activeNo',
} as const;

export function UserFilters({ state, onChange }: UserFiltersProps) {
  const intl = useIntl();
  return (
    <div className="flex flex-wrap items-start gap-4 2xl:block 2xl:space-y-4">
      <fieldset className={fieldset}>
        <legend className={legend}>{intl.formatMessage({ id: 'users.list.filter.role' })}</legend>
        {roleParams.map((role) => (
          <label key={role} className={option}>
            <input
              type="checkbox"
              className={control}
              name="role"
              value={role}
              checked={state.role.includes(role)}
              onChange={(event) =>
                onChange({ role: toggled(state.role, role, event.target.checked) })
              }
            />
            {intl.formatMessage({ id: roleLabel(role.toUpperCase() as Uppercase<RoleParam>) })}
          </label>
        ))}
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{intl.formatMessage({ id: 'users.list.filter.active' })}</legend>
        {activeChoices.map((choice) => (
          <label key={choice} className={option}>
            <input
              type="radio"
              className={control}
              name="active"
              value={choice}
              checked={state.active === choice}
              onChange={() => onChange({ active: choice })}
            />
            {intl.formatMessage({ id: activeText[choice] })}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
