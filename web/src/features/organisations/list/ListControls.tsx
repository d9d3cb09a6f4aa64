// The list's specialization filter and sort choice ("relevance" only while there is a search term).

import { useId } from 'react';
import { useIntl } from 'react-intl';
import { usePublicQuery } from '../../../api/use-public-query.ts';
import type { OrganisationsMessageKey } from '../messages/index.ts';
import { SpecializationChoicesQuery } from './list-operations.ts';
import { effectiveSort, type ListState, type SortChoice, sortChoices } from './list-state.ts';

const selectClass = 'min-h-11 w-full rounded-md border border-gray-500 bg-white px-2 sm:w-auto';

export function ListControls(props: {
  state: ListState;
  onSpecialization: (ids: string[]) => void;
  onSort: (choice: SortChoice) => void;
}) {
  const intl = useIntl();
  const specializationId = useId();
  const sortId = useId();
  const { data } = usePublicQuery(SpecializationChoicesQuery, {
    fetchPolicy: 'cache-first',
  });
  const specializations = data?.specializations.data ?? [];
  const chosen = props.state.specialization[0] ?? '';
  const choices = sortChoices.filter((choice) => choice !== 'relevance' || props.state.q !== '');
  return (
    <div className="flex flex-wrap items-end gap-4">
      <div className="flex w-full flex-col gap-1 sm:w-auto">
        <label htmlFor={specializationId} className="font-semibold">
          {intl.formatMessage({ id: 'organisations.list.specialization' })}
        </label>
        <select
          id={specializationId}
          value={chosen}
          onChange={(event) =>
            props.onSpecialization(event.target.value ? [event.target.value] : [])
          }
          className={selectClass}
        >
          <option value="">
            {intl.formatMessage({ id: 'organisations.list.allSpecializations' })}
          </option>
          {/* A chosen id stays selectable while the choices load, so the select never lies. */}
          {chosen && !specializations.some((s) => s.id === chosen) && (
            <option value={chosen}>…</option>
          )}
          {specializations.map((specialization) => (
            <option key={specialization.id} value={specialization.id}>
              {specialization.title}
            </option>
          ))}
        </select>
      </div>
      <div className="flex w-full flex-col gap-1 sm:w-auto">
        <label htmlFor={sortId} className="font-semibold">
          {intl.formatMessage({ id: 'organisations.list.sort.label' })}
        </label>
        <select
          id={sortId}
          value={effectiveSort(props.state)}
          onChange={(event) => props.onSort(event.target.value as SortChoice)}
          className={selectClass}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {intl.formatMessage({
                id: `organisations.list.sort.${choice}` as OrganisationsMessageKey,
              })}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
