// The monitor's three filters as plain selects: each change goes into the URL at once.
import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UrlState } from '../../components/list/use-url-state.ts';
import { type MonitorFilters, NO_CATEGORY, phases } from './monitor-filters.ts';

export interface FilterOptions {
  categories: { id: string | null; title: string }[];
  specializations: { id: string; title: string }[];
}

const selectClass =
  'mt-1 block w-full rounded-md border border-gray-400 bg-white px-3 py-2 text-base';

export function MonitorFilterBar({
  state,
  options,
}: {
  state: UrlState<MonitorFilters>;
  options: FilterOptions;
}) {
  const intl = useIntl();
  const id = useId();
  const { value, update } = state;
  const any = intl.formatMessage({ id: 'monitor.filters.all' });
  const active = Boolean(value.category || value.phase || value.specialization);

  return (
    <section
      aria-label={intl.formatMessage({ id: 'monitor.filters.label' })}
      className="grid gap-4 rounded-lg bg-surface-muted p-4 sm:grid-cols-3"
    >
      <div>
        <label htmlFor={`${id}-category`} className="block text-sm font-semibold">
          <FormattedMessage id="monitor.filters.category" />
        </label>
        <select
          id={`${id}-category`}
          className={selectClass}
          value={value.category}
          onChange={(event) => update({ category: event.target.value })}
        >
          <option value="">{any}</option>
          {options.categories.map((category) => (
            <option key={category.id ?? NO_CATEGORY} value={category.id ?? NO_CATEGORY}>
              {category.title}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-phase`} className="block text-sm font-semibold">
          <FormattedMessage id="monitor.filters.phase" />
        </label>
        <select
          id={`${id}-phase`}
          className={selectClass}
          value={value.phase}
          onChange={(event) => update({ phase: event.target.value })}
        >
          <option value="">{any}</option>
          {phases.map((phase) => (
            <option key={phase} value={phase}>
              {intl.formatMessage({ id: `monitor.phase.${phase}` })}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-specialization`} className="block text-sm font-semibold">
          <FormattedMessage id="monitor.filters.specialization" />
        </label>
        <select
          id={`${id}-specialization`}
          className={selectClass}
          value={value.specialization}
          onChange={(event) => update({ specialization: event.target.value })}
        >
          <option value="">{any}</option>
          {options.specializations.map((item) => (
            <option key={item.id} value={item.id}>
              {item.title}
            </option>
          ))}
        </select>
      </div>
      {active && (
        <div className="sm:col-span-3">
          <button
            type="button"
            className="font-semibold text-brand-primary-dark underline underline-offset-2"
            onClick={() => update({ category: '', phase: '', specialization: '' })}
          >
            <FormattedMessage id="monitor.filters.clear" />
          </button>
        </div>
      )}
    </section>
  );
}
