// Apollo cache policies: how records are identified, which types an interface stands for, and how
// paged lists are kept. Each list
// query's pages are cached per argument set (filter, sort, page, limit), so going back to a page
// already seen shows it at once while a fresh copy is fetched (`cache-and-network` on list screens).
import type { PossibleTypesMap, TypePolicies } from '@apollo/client';
import generated from '../gql/possible-types.ts';

/**
 * The schema's interfaces and unions with their types (codegen's fragment matcher, from
 * schema/*.graphql), so a fragment on `Organisation` matches a cached `Program`.
 */
export const possibleTypes: PossibleTypesMap = generated.possibleTypes;

export const typePolicies: TypePolicies = {
  // A facet value's id is a gradation's, specialization's, program's or association's id: the same
  // number means different records, so facet values are kept inside their answer, not normalised.
  EvaluationFacetRecord: { keyFields: false },
  // A history entry's actor is a user with the name and role they had at that moment: one user's
  // entries of different years must not share one cache entry (the newest name would win).
  HistoryActor: { keyFields: false },
};
