// The filters of the CMS evaluations list: "only mine", and the public list's facet panel
// (status, phase, specialization, program, association, gradation, with counts from the API).
// The table has seven columns, so the panel stands beside it only from 1536 px; below that it
// opens from its "Filters" button above the table.
import { useIntl } from 'react-intl';
import { FacetsPanel, type FacetsPanelProps } from '../../list/FacetsPanel.tsx';
import { type FacetParam, type ListState, listSchema } from '../../list/list-state.ts';
import { type CmsListState, chosenCount } from './list-state.ts';

interface CmsEvaluationFiltersProps {
  state: CmsListState;
  facets: FacetsPanelProps['facets'];
  onToggle: (param: FacetParam, value: string, checked: boolean) => void;
  onMineChange: (mine: boolean) => void;
}

/** The public list's state with no choices, for the facet panel's other fields. */
const noChoices = listSchema.parse({});

export function CmsEvaluationFilters(props: CmsEvaluationFiltersProps) {
  const { state } = props;
  const intl = useIntl();
  const facetState: ListState = {
    ...noChoices,
    phase: state.phase,
    status: state.status,
    specialization: state.specialization,
    association: state.association,
    program: state.program,
    gradation: state.gradation,
  };
  return (
    <div className="space-y-4">
      <label className="flex min-h-11 w-fit items-center gap-3 rounded-md border border-gray-300 bg-white px-3 font-semibold">
        <input
          type="checkbox"
          className="size-5 accent-brand-primary-dark"
          checked={state.mine}
          onChange={(event) => props.onMineChange(event.target.checked)}
        />
        {intl.formatMessage({ id: 'cmsEvaluations.list.mine' })}
      </label>
      <FacetsPanel
        facets={props.facets}
        state={facetState}
        showStatus
        chosen={chosenCount(state) - (state.mine ? 1 : 0)}
        onToggle={props.onToggle}
        openFrom="2xl"
      />
    </div>
  );
}
