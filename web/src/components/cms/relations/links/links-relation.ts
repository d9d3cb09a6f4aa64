// What the links tab gets from a links' owner (an evaluation): the fields it shows and edits (a
// fragment for the owner's query to spread) and how to add, change and remove a link.
import { type FragmentType, graphql } from '../../../../gql';
import type { LinkInput } from './link-values.ts';

export const LinkRelationFragment = graphql(`
  fragment LinksRelation_link on EvaluationLink {
    id
    title
    url
    position
  }
`);

export interface LinksOwner {
  links: readonly FragmentType<typeof LinkRelationFragment>[];
  add: (input: LinkInput) => Promise<unknown>;
  update: (id: string, input: LinkInput) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}
