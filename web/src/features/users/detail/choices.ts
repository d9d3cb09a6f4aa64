// The pickers' choices (programs, associations) from a user request, as { value, label } options.
import type { FieldOption } from '../../../components/form/options.ts';
import { type FragmentType, getFragmentData } from '../../../gql';
import { UserChoicesFragment } from './detail-operations.ts';

export interface UserChoiceOptions {
  programs: FieldOption[];
  associations: FieldOption[];
}

export function userChoiceOptions(query: FragmentType<typeof UserChoicesFragment>) {
  const choices = getFragmentData(UserChoicesFragment, query);
  const options = (page: { data: readonly { id: string; title: string }[] }) =>
    page.data.map((record) => ({ value: record.id, label: record.title }));
  return {
    programs: options(choices.programs),
    associations: options(choices.associations),
  } satisfies UserChoiceOptions;
}
