// The participant form's values, rules and the input it sends.
import { z } from 'zod';
import type { ParticipantInput, ParticipantType } from '../../../../../gql/graphql.ts';
import {
  digits,
  optionalText,
  toNumber,
} from '../../../../../components/cms/relations/form-rules.ts';

export const participantTypes = [
  'RCT',
  'RCT1',
  'RCT2',
  'COHORT',
  'OTHER',
] as const satisfies readonly ParticipantType[];

export const participantSchema = z.object({
  type: z.enum(participantTypes),
  amount: digits,
  description: optionalText(1000),
});
export type ParticipantValues = z.infer<typeof participantSchema>;

export function participantValues(
  item: { type: ParticipantType; amount: number; description?: string | null } | null,
): ParticipantValues {
  return item
    ? { type: item.type, amount: String(item.amount), description: item.description ?? '' }
    : { type: 'RCT', amount: '', description: '' };
}

export const participantInput = (values: ParticipantValues): ParticipantInput => ({
  type: values.type,
  amount: toNumber(values.amount),
  description: values.description.trim() || null,
});

/** The planned total: the amounts of all rows together. */
export const plannedTotal = (rows: readonly { amount: number }[]) =>
  rows.reduce((total, row) => total + row.amount, 0);
