// Catalogue keys of the criterion types (one list per type in the tab): the type's name, its
// list's title, add button and empty text.
import type { CriterionType } from '../../../../../gql/graphql.ts';

type CriterionText = 'type' | 'list' | 'add' | 'empty';

export const criterionKey = <K extends CriterionText>(text: K, type: CriterionType) =>
  `criteria.${text}.${type.toLowerCase() as Lowercase<CriterionType>}` as const;
