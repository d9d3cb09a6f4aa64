// The measure form's values, rules and the input it sends.
import { z } from 'zod';
import { required } from '../../../../../../../schema/rules/schemas.ts';
import { hasContent } from '../../../../../components/rich-text-editor/has-content.ts';
import type { MeasureInput } from '../../../../../gql/graphql.ts';
import { digits, toNumber } from '../../../../../components/cms/relations/form-rules.ts';

export const measureSchema = z.object({
  title: required(300),
  description: z.string().max(20_000),
  position: digits,
});
export type MeasureValues = z.infer<typeof measureSchema>;

export function measureValues(
  item: { title: string; description?: string | null; position: number } | null,
  position: number,
): MeasureValues {
  return item
    ? { title: item.title, description: item.description ?? '', position: String(item.position) }
    : { title: '', description: '', position: String(position) };
}

export const measureInput = (values: MeasureValues): MeasureInput => ({
  title: values.title.trim(),
  description: hasContent(values.description) ? values.description : null,
  position: toNumber(values.position),
});
