// Request body and list protocol of /v1/specializations.
import { z } from 'zod';
import { MAX_ID, required } from '../shared/rules.ts';

export const specializationBody = z.strictObject({ title: required(200) });
export type SpecializationBody = z.infer<typeof specializationBody>;
export const specializationFilters = {
  search: z.string().trim().max(200),
  ids: z
    .array(z.coerce.number().int().positive().max(MAX_ID))
    .max(1000)
    .or(
      z.coerce
        .number()
        .int()
        .positive()
        .transform((id) => [id]),
    ),
};
export type SpecializationFilters = {
  [K in keyof typeof specializationFilters]: z.infer<(typeof specializationFilters)[K]>;
};
export const specializationSorts = ['title', 'created_at', 'updated_at', 'id'] as const;
export type SpecializationSort = (typeof specializationSorts)[number];
