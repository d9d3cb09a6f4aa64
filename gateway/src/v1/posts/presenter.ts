// What /v1 answers for a post: the owner as postable_type / postable_id (null for site news) and,
// with[]=postable, its title; the image next to its image_id. Pure: the repository loads.
import type { Selectable } from 'kysely';
import { z } from 'zod';
import type { PostsTable } from '../../db/types.ts';
import { answerRecord, fileAnswer, recordId, timestamp, timestamps } from '../shared/answers.ts';
import { type FileRef, iso } from '../shared/presenters.ts';
import { type PostableType, postableTypes } from './schema.ts';

type PostRow = Omit<Selectable<PostsTable>, 'author_id' | 'search'>;

/** What the repository loaded for a page of posts: image refs, owner titles when asked. */
interface PostRelated {
  images: ReadonlyMap<number, FileRef>;
  /** Titles of the owners keyed 'type:id', only when with[]=postable was asked for. */
  ownerTitles?: ReadonlyMap<string, string>;
}

export const postAnswer = answerRecord('Post', {
  id: recordId,
  title: z.string(),
  content: z.string().nullable(),
  image_id: recordId.nullable(),
  image: fileAnswer.nullable(),
  publish_at: timestamp.nullable(),
  is_pinned: z.boolean(),
  /** Both null for a post of the site itself. */
  postable_type: z.enum(postableTypes).nullable(),
  postable_id: recordId.nullable(),
  /** with[]=postable: the owner with its title */
  postable: z
    .object({ type: z.enum(postableTypes), id: recordId, title: z.string() })
    .nullable()
    .optional(),
  ...timestamps,
});
export type PostOut = z.infer<typeof postAnswer>;

function ownerOf(row: PostRow): { type: PostableType; id: number } | null {
  if (row.evaluation_id !== null) return { type: 'evaluation', id: row.evaluation_id };
  if (row.association_id !== null) return { type: 'association', id: row.association_id };
  if (row.program_id !== null) return { type: 'program', id: row.program_id };
  return null;
}

/** The post's owner as the spec names it (both null for a post of the site itself). */
export function postableOf(row: PostRow): Pick<PostOut, 'postable_type' | 'postable_id'> {
  const owner = ownerOf(row);
  return { postable_type: owner?.type ?? null, postable_id: owner?.id ?? null };
}

export function presentPosts(rows: readonly PostRow[], related: PostRelated): PostOut[] {
  const { images, ownerTitles: titles } = related;
  return rows.map((row) => {
    const owner = ownerOf(row);
    const out: PostOut = {
      id: row.id,
      title: row.title,
      content: row.content,
      image_id: row.image_id,
      image: row.image_id === null ? null : (images.get(row.image_id) ?? null),
      publish_at: iso(row.publish_at),
      is_pinned: row.is_pinned,
      postable_type: owner?.type ?? null,
      postable_id: owner?.id ?? null,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
    if (titles) {
      const title = owner ? titles.get(`${owner.type}:${owner.id}`) : undefined;
      out.postable = owner && title !== undefined ? { ...owner, title } : null;
    }
    return out;
  });
}
