// Apollo cache policies: how records are identified and how paged lists are kept. Each list
// query's pages are cached per argument set (filter, sort, page, limit), so going back to a page
// already seen shows it at once while a fresh copy is fetched (`cache-and-network` on list screens).
import type { TypePolicies } from '@apollo/client';

export const typePolicies: TypePolicies = {
  // A facet value's id is a gradation's, specialization's, program's or association's id: the same
  // number means different records, so facet values are kept inside their answer, not normalised.
  EvaluationFacetRecord: { keyFields: false },
};
