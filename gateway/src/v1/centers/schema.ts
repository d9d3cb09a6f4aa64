// Request bodies and list protocol of /v1/centers, and the body of POST /v1/centers/merge.
import { z } from 'zod';
import { centerTypes } from '../../domain/enums.ts';
import { id, oneOrMany, required, wholeNumber } from '../shared/rules.ts';

const optionalId = z
  .union([z.literal(''), id])
  .nullish()
  .transform((value) => (value === '' || value === undefined ? null : value));

const fields = {
  title: required(200),
  type: z.enum(centerTypes, {
    error: (issue) => (issue.input === undefined ? 'validation.required' : undefined),
  }),
  address_id: optionalId,
};

export const createCenterBody = z.strictObject({
  ...fields,
  address_id: fields.address_id.default(null),
});
export const updateCenterBody = z.strictObject(fields).partial();

export type CreateCenter = z.infer<typeof createCenterBody>;
export type UpdateCenter = z.infer<typeof updateCenterBody>;

const centerId = wholeNumber(1, 2_147_483_647);

export const mergeCentersBody = z.strictObject({
  target_id: centerId,
  /** The centers that disappear into the target; at least one. */
  source_ids: z.array(centerId, { error: 'validation.required' }).min(1).max(100),
});

export const centerFilters = {
  /** Part of the title, accents and case folded. */
  search: z.string().trim().max(200),
  type: oneOrMany(z.enum(centerTypes)),
  ids: oneOrMany(id),
};
export type CenterFilters = {
  [K in keyof typeof centerFilters]: z.infer<(typeof centerFilters)[K]>;
};

export const centerSorts = ['title', 'type', 'created_at', 'updated_at', 'id'] as const;
export type CenterSort = (typeof centerSorts)[number];

/** `address` comes with its country; `counts` adds data_count and evaluation_count. */
export const centerIncludes = ['address', 'counts'] as const;
export type CenterInclude = (typeof centerIncludes)[number];
