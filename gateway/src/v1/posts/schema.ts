// Request bodies and list protocol of posts (/v1/posts and the owners' posts relationships).
import { z } from 'zod';
import { periodBound } from '../shared/period.ts';
import {
  booleanish,
  dateTime,
  id,
  oneOrMany,
  optionalFileId,
  required,
  richText,
} from '../shared/rules.ts';

export const postableTypes = ['evaluation', 'association', 'program'] as const;
export type PostableType = (typeof postableTypes)[number];

const fields = {
  title: required(300),
  content: richText,
  image_id: optionalFileId,
  /** Absent on create: published now; null (or ''): not published (a draft). */
  publish_at: z
    .union([z.literal(''), dateTime])
    .nullish()
    .transform((value) => (value === '' ? null : value)),
  is_pinned: booleanish,
};
const owner = {
  postable_type: z.enum(postableTypes).nullish(),
  postable_id: id.nullish(),
};

/** /v1/posts: an owner is optional (no owner: news of the site itself). */
export const createPostBody = z.strictObject({
  ...fields,
  is_pinned: fields.is_pinned.default(false),
  ...owner,
});
export const updatePostBody = z.strictObject({ ...fields, ...owner }).partial();

export type CreatePost = z.infer<typeof createPostBody>;
export type UpdatePost = z.infer<typeof updatePostBody>;
/** The post's own columns, without its owner. */
export type PostFields = Omit<UpdatePost, 'postable_type' | 'postable_id'>;

export const postFilters = {
  postable_type: z.enum(postableTypes),
  postable_id: oneOrMany(id),
  from: periodBound,
  to: periodBound,
  is_pinned: booleanish,
  search: z.string().trim().max(200),
  ids: oneOrMany(id),
};
export type PostFilters = { [K in keyof typeof postFilters]: z.infer<(typeof postFilters)[K]> };

export const postSorts = [
  'publish_at',
  'is_pinned',
  'title',
  'created_at',
  'updated_at',
  'id',
] as const;
export type PostSort = (typeof postSorts)[number];

export const postIncludes = ['postable'] as const;
export type PostInclude = (typeof postIncludes)[number];
