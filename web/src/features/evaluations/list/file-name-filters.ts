// The export's file name parts from the list state: Dutch filter words with the chosen values
// (titles from the facet answer for ids), e.g. fase-inclusie, specialisme-orthopedie, zoek-knie.
import { type FragmentType, getFragmentData } from '../../../gql';
import { type FileNameFilter, phaseFileWords } from './csv.ts';
import { FacetsPanelFragment } from './FacetsPanel.tsx';
import type { ListState } from './list-state.ts';

export function fileNameFilters(
  state: ListState,
  facets: FragmentType<typeof FacetsPanelFragment> | undefined,
): FileNameFilter[] {
  const data = getFragmentData(FacetsPanelFragment, facets);
  const titles = (list: { id: string; title: string }[] | undefined, ids: string[]) =>
    ids.map((id) => list?.find((item) => item.id === id)?.title ?? id);
  return [
    { label: 'fase', values: state.phase.map((phase) => phaseFileWords[phase] ?? phase) },
    { label: 'status', values: state.status },
    { label: 'specialisme', values: titles(data?.specializations, state.specialization) },
    { label: 'vereniging', values: titles(data?.associations, state.association) },
    { label: 'programma', values: titles(data?.programs, state.program) },
    { label: 'categorie', values: titles(data?.gradations, state.gradation) },
    { label: 'zoek', values: state.q ? [state.q] : [] },
  ];
}
