// The choices of a form's organisation pickers (every program and association, by title), asked
// with one fragment on the query, and as the pickers' options.
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { FieldOption } from './options.ts';

export const OrganisationChoicesFragment = graphql(`
  fragment OrganisationChoices_query on Query {
    programs(limit: 100) {
      data {
        id
        title
      }
    }
    associations(limit: 100) {
      data {
        id
        title
      }
    }
  }
`);

/** A page of records as options: the id chosen, the title shown. */
export const recordOptions = (page: { data: readonly { id: string; title: string }[] }) =>
  page.data.map((record): FieldOption => ({ value: record.id, label: record.title }));

export interface OrganisationOptions {
  programs: FieldOption[];
  associations: FieldOption[];
}

export function organisationOptions(
  query: FragmentType<typeof OrganisationChoicesFragment>,
): OrganisationOptions {
  const choices = getFragmentData(OrganisationChoicesFragment, query);
  return {
    programs: recordOptions(choices.programs),
    associations: recordOptions(choices.associations),
  };
}
