// The facet filters: one fieldset of checkboxes per facet, each value with how many evaluations
// it would find (disjunctive counts from `evaluationFacets`). Below the wide breakpoint the panel
// hides behind a "Filters" disclosure button.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import { phaseLabel, statusLabel, v1Value } from '../labels.ts';
import type { EvaluationsMessageKey } from '../messages/index.ts';
import type { FacetParam, ListState } from './list-state.ts';

export const FacetsPanelFragment = graphql(`
  fragment FacetsPanel_facets on EvaluationFacets {
    phases {
      value
      count
    }
    statuses {
      value
      count
    }
    specializations {
      id
      title
      count
    }
    associations {
      id
      title
      count
    }
    programs {
      id
      title
      count
    }
    gradations {
      id
      title
      count
    }
  }
`);

interface FacetOption {
  value: string;
  label: string;
  count: number;
}

export interface FacetsPanelProps {
  facets: FragmentType<typeof FacetsPanelFragment> | undefined;
  state: ListState;
  showStatus: boolean;
  chosen: number;
  onToggle: (param: FacetParam, value: string, checked: boolean) => void;
  /** From which width the panel is always open (beside a list); below it hides behind a button. */
  openFrom?: 'lg' | '2xl';
}

// Whole class names per breakpoint, so Tailwind finds them in the source.
const openFromClasses = {
  lg: { toggle: 'lg:hidden', panel: 'lg:mt-0 lg:block', heading: 'lg:block' },
  '2xl': { toggle: '2xl:hidden', panel: '2xl:mt-0 2xl:block', heading: '2xl:block' },
} as const;

const legends: Record<FacetParam, EvaluationsMessageKey> = {
  phase: 'evaluations.facets.phase',
  status: 'evaluations.facets.status',
  specialization: 'evaluations.facets.specialization',
  association: 'evaluations.facets.association',
  program: 'evaluations.facets.program',
  gradation: 'evaluations.facets.gradation',
};

export function FacetsPanel({
  facets,
  state,
  showStatus,
  chosen,
  onToggle,
  openFrom = 'lg',
}: FacetsPanelProps) {
  const intl = useIntl();
  const wide = openFromClasses[openFrom];
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const data = getFragmentData(FacetsPanelFragment, facets);
  const records = (list: { id: string; title: string; count: number }[] | undefined) =>
    (list ?? []).map((item) => ({ value: item.id, label: item.title, count: item.count }));
  const groups: { param: FacetParam; options: FacetOption[] }[] = data
    ? [
        {
          param: 'phase',
          options: data.phases.map((item) => ({
            value: v1Value(item.value),
            label: intl.formatMessage({ id: phaseLabel(item.value) }),
            count: item.count,
          })),
        },
        ...(showStatus
          ? [
              {
                param: 'status' as const,
                options: data.statuses.map((item) => ({
                  value: v1Value(item.value),
                  label: intl.formatMessage({ id: statusLabel(item.value) }),
                  count: item.count,
                })),
              },
            ]
          : []),
        { param: 'specialization', options: records(data.specializations) },
        { param: 'association', options: records(data.associations) },
        { param: 'program', options: records(data.programs) },
        { param: 'gradation', options: records(data.gradations) },
      ]
    : [];

  return (
    <div>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
        className={`inline-flex min-h-11 items-center gap-2 rounded-md border border-gray-400 bg-white px-4 font-semibold ${wide.toggle}`}
      >
        <span aria-hidden="true">{open ? '▾' : '▸'}</span>
        {intl.formatMessage({ id: 'evaluations.facets.toggle' }, { count: chosen })}
      </button>
      <section
        id={panelId}
        aria-label={intl.formatMessage({ id: 'evaluations.facets.heading' })}
        className={`${open ? 'mt-4 block' : 'hidden'} space-y-6 ${wide.panel}`}
      >
        <h2 className={`hidden text-xl font-semibold ${wide.heading}`}>
          {intl.formatMessage({ id: 'evaluations.facets.heading' })}
        </h2>
        {!data ? (
          <div role="status" aria-busy="true" className="space-y-3">
            <span className="sr-only">
              {intl.formatMessage({ id: 'evaluations.facets.loading' })}
            </span>
            {['a', 'b', 'c', 'd', 'e', 'f'].map((key) => (
              <div
                key={key}
                aria-hidden="true"
                className="h-24 animate-pulse rounded bg-gray-200"
              />
            ))}
          </div>
        ) : (
          groups
            .filter((group) => group.options.length > 0)
            .map((group) => (
              <FacetGroup
                key={group.param}
                legend={intl.formatMessage({ id: legends[group.param] })}
                options={group.options}
                chosen={state[group.param]}
                onToggle={(value, checked) => onToggle(group.param, value, checked)}
              />
            ))
        )}
      </section>
    </div>
  );
}

/** Long groups (specializations) show this many values until the visitor asks for all. */
const SHORT_GROUP = 8;

function FacetGroup(props: {
  legend: string;
  options: FacetOption[];
  chosen: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
}) {
  const intl = useIntl();
  const [showAll, setShowAll] = useState(false);
  const long = props.options.length > SHORT_GROUP;
  // A chosen value always stays in view, so it can be unticked.
  const shown =
    !long || showAll
      ? props.options
      : props.options.filter(
          (option, index) => index < SHORT_GROUP || props.chosen.includes(option.value),
        );
  return (
    <fieldset className="space-y-1">
      <legend className="mb-2 font-semibold">{props.legend}</legend>
      {shown.map((option) => {
        const checked = props.chosen.includes(option.value);
        return (
          <label
            key={option.value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded px-1 hover:bg-surface-muted"
          >
            <input
              type="checkbox"
              checked={checked}
              onChange={(event) => props.onToggle(option.value, event.target.checked)}
              className="h-5 w-5 shrink-0 accent-brand-primary-dark"
            />
            <span className="min-w-0 flex-1">{option.label}</span>
            <span className="text-sm text-ink-muted">
              <span aria-hidden="true">{option.count}</span>
              <span className="sr-only">
                {intl.formatMessage({ id: 'evaluations.facets.count' }, { count: option.count })}
              </span>
            </span>
          </label>
        );
      })}
      {long && (
        <button
          type="button"
          onClick={() => setShowAll((wasShown) => !wasShown)}
          className="min-h-11 px-1 font-semibold text-brand-primary-dark underline underline-offset-2 hover:text-brand-primary-darker"
        >
          {showAll
            ? intl.formatMessage({ id: 'evaluations.facets.showFewer' })
            : intl.formatMessage(
                { id: 'evaluations.facets.showAll' },
                { count: props.options.length },
              )}
        </button>
      )}
    </fieldset>
  );
}
