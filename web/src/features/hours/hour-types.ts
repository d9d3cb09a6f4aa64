// The kinds of work (GraphQL enum HourType) and their catalogue keys, in the order the form offers them.
import type { HourType } from '../../gql/graphql.ts';
import type { HoursMessageKey } from './messages/index.ts';

export const hourTypes = [
  'RESEARCH',
  'MEETING',
  'MONITORING',
  'DATA_MANAGEMENT',
  'TRAVEL',
  'OTHER',
] as const satisfies readonly HourType[];

export const hourTypeLabel = (type: HourType) =>
  `hours.type.${type.toLowerCase()}` as HoursMessageKey;
