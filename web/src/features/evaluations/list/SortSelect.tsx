// The list's sort choice; "relevance" is offered only while there is a search term.
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { EvaluationsMessageKey } from '../messages/index.ts';
import { effectiveSort, type ListState, type SortChoice, sortChoices } from './list-state.ts';

export function SortSelect(props: { state: ListState; onChange: (choice: SortChoice) => void }) {
  const intl = useIntl();
  const id = useId();
  const choices = sortChoices.filter((choice) => choice !== 'relevance' || props.state.q !== '');
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {intl.formatMessage({ id: 'evaluations.list.sort.label' })}
      </label>
      <select
        id={id}
        value={effectiveSort(props.state)}
        onChange={(event) => props.onChange(event.target.value as SortChoice)}
        className="min-h-11 rounded-md border border-gray-500 bg-white px-2"
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {intl.formatMessage({ id: `evaluations.list.sort.${choice}` as EvaluationsMessageKey })}
          </option>
        ))}
      </select>
    </div>
  );
}
