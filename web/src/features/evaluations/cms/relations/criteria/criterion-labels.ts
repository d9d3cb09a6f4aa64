// Catalogue keys of the criterion types (one list per type in the tab).
import type { CriterionType } from '../../../../../gql/graphql.ts';

export const criterionTypeKey = {
  INCLUSION: 'criteria.type.inclusion',
  EXCLUSION: 'criteria.type.exclusion',
} as const satisfies Record<CriterionType, string>;

export const criterionListKey = {
  INCLUSION: 'criteria.list.inclusion',
  EXCLUSION: 'criteria.list.exclusion',
} as const satisfies Record<CriterionType, string>;

export const criterionAddKey = {
  INCLUSION: 'criteria.add.inclusion',
  EXCLUSION: 'criteria.add.exclusion',
} as const satisfies Record<CriterionType, string>;

export const criterionEmptyKey = {
  INCLUSION: 'criteria.empty.inclusion',
  EXCLUSION: 'criteria.empty.exclusion',
} as const satisfies Record<CriterionType, string>;
