// The contact functions a person can have in an evaluation, in the order the picker offers them;
// their names come from the evaluations catalogue (`features/evaluations/labels.ts`).
import type { ContactFunction } from '../../../../../gql/graphql.ts';
import { userTitleText } from '../../../labels.ts';

export const contactFunctions: readonly ContactFunction[] = [
  'LEAD_RESEARCHER',
  'PROJECT_LEADER',
  'DOCTORAL_RESEARCHER',
  'INDEPENDENT_DOCTOR',
  'OTHER',
];

/** A name with its academic title before it ("dr. Thomas Mulder"). */
export const titledName = (name: string, title: string | null | undefined) =>
  [title ? userTitleText[title] : null, name].filter(Boolean).join(' ');
