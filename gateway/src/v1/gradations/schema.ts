// Request body and list protocol of /v1/gradations (the inclusion-monitor categories).
import { z } from 'zod';
import { id, oneOrMany, optionalText, required, wholeNumber } from '../shared/rules.ts';

export const gradationBody = z.strictObject({
  /** Order on the monitor and in its legend; unique. */
  position: wholeNumber(1, 100),
  title: required(200),
  description: optionalText(2000),
});
export type GradationBody = z.infer<typeof gradationBody>;

export const gradationFilters = { ids: oneOrMany(id) };
export type GradationFilters = {
  [K in keyof typeof gradationFilters]: z.infer<(typeof gradationFilters)[K]>;
};
export const gradationSorts = ['position', 'title', 'created_at', 'updated_at', 'id'] as const;
export type GradationSort = (typeof gradationSorts)[number];
/** `counts`: how many evaluations carry the gradation. */
export const gradationIncludes = ['counts'] as const;
export type GradationInclude = (typeof gradationIncludes)[number];
