// Request bodies of the documents of evaluations, associations, programs and trial bureaus.
import { z } from 'zod';
import { booleanish, id, required } from '../shared/rules.ts';

/** The bodies for one owner kind; its document types differ (decisions.md). */
export function documentBodies(types: readonly [string, ...string[]]) {
  const fields = {
    type: z.enum(types),
    title: required(300),
    is_public: booleanish,
    /** A file uploaded before (POST /v1/files); a multipart request sends the file itself instead. */
    file_id: id,
  };
  return {
    create: z.strictObject({
      ...fields,
      is_public: fields.is_public.default(false),
      file_id: fields.file_id.optional(),
    }),
    update: z.strictObject(fields).partial(),
  };
}
export type CreateDocument = z.infer<ReturnType<typeof documentBodies>['create']>;
export type UpdateDocument = z.infer<ReturnType<typeof documentBodies>['update']>;
