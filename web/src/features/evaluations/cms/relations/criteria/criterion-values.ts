// The criterion form's values, rules and the input it sends.
import { z } from 'zod';
import { required } from '../../../../../../../schema/rules/schemas.ts';
import type { CriterionInput, CriterionType } from '../../../../../gql/graphql.ts';
import { digits, toNumber } from '../../../../../components/cms/relations/form-rules.ts';

export const criterionTypes = [
  'INCLUSION',
  'EXCLUSION',
] as const satisfies readonly CriterionType[];

export const criterionSchema = z.object({
  type: z.enum(criterionTypes),
  content: required(2000),
  position: digits,
});
export type CriterionValues = z.infer<typeof criterionSchema>;

export function criterionValues(
  item: { type: CriterionType; content: string; position: number } | null,
  type: CriterionType,
  position: number,
): CriterionValues {
  return item
    ? { type: item.type, content: item.content, position: String(item.position) }
    : { type, content: '', position: String(position) };
}

export const criterionInput = (values: CriterionValues): CriterionInput => ({
  type: values.type,
  content: values.content.trim(),
  position: toNumber(values.position),
});
