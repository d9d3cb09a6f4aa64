// Reading and writing posts. A post belongs to an evaluation, an association, a program or to no
// one (site news). Visitors see a post once its publish time has come and its owner is public.
// Queries return rows and the related rows the presenter needs.
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';
import { loadFileRefs } from '../shared/file-refs.ts';
import type { ListQuery } from '../shared/list-query.ts';
import { loadOwnerTitles, type OwnerTypes } from '../shared/owner-titles.ts';
import { paginate } from '../shared/paginate.ts';
import { lowerBound, upperBound } from '../shared/period.ts';
import { ensureFile, ensureRows } from '../shared/references.ts';
import type { V1Context } from '../shared/resource.ts';
import { sanitizeRichText } from '../shared/rich-text.ts';
import { matchesSearch } from '../shared/search-query.ts';
import type { Viewer } from '../shared/viewer.ts';
import type { PostableType, PostFields, PostFilters, PostInclude, PostSort } from './schema.ts';

export type PostOwnerColumn = 'evaluation_id' | 'association_id' | 'program_id';
export interface PostOwner {
  column: PostOwnerColumn;
  id: number;
}

/** Where each owner type is named in a post row, and the owner's table. */
const owners: OwnerTypes<PostableType, PostOwnerColumn> = {
  evaluation: { column: 'evaluation_id', table: 'evaluations' },
  association: { column: 'association_id', table: 'associations' },
  program: { column: 'program_id', table: 'programs' },
};

export const postOwnerColumn = (type: PostableType): PostOwnerColumn => owners[type].column;

const columns = [
  'posts.id',
  'posts.evaluation_id',
  'posts.association_id',
  'posts.program_id',
  'posts.title',
  'posts.content',
  'posts.image_id',
  'posts.publish_at',
  'posts.is_pinned',
  'posts.created_at',
  'posts.updated_at',
] as const;

type PostQuery = SelectQueryBuilder<Database, 'posts', PostRow>;
const selectPosts = (db: Db) => db.selectFrom('posts').select(columns);
type PostRow = Awaited<ReturnType<ReturnType<typeof selectPosts>['execute']>>[number];

/** Signed-in users read every post; visitors published posts of public owners only. */
export function visiblePosts(query: PostQuery, viewer: Viewer | null): PostQuery {
  if (viewer) return query;
  return query
    .where('posts.publish_at', '<=', sql<Date>`now()`)
    .where((eb) =>
      eb.or([
        eb('posts.evaluation_id', 'is', null),
        eb.exists(
          eb
            .selectFrom('evaluations')
            .select('evaluations.id')
            .whereRef('evaluations.id', '=', 'posts.evaluation_id')
            .where('evaluations.status', '=', 'published'),
        ),
      ]),
    );
}

/** What the presenter needs beside the rows: their images, and their owners' titles when asked. */
export async function loadPostRelated(
  db: Db,
  rows: readonly PostRow[],
  include: readonly PostInclude[] = [],
) {
  const images = await loadFileRefs(
    db,
    rows.map((row) => row.image_id),
  );
  if (!include.includes('postable')) return { images };
  return { images, ownerTitles: await loadOwnerTitles(db, rows, owners) };
}

export async function listPosts(
  context: V1Context,
  query: ListQuery<PostFilters, PostSort, PostInclude>,
): Promise<{ rows: PostRow[]; total: number }> {
  const { filter } = query;
  let q = visiblePosts(selectPosts(context.db), context.viewer);
  const typed = filter.postable_type && postOwnerColumn(filter.postable_type);
  if (typed) q = q.where(`posts.${typed}`, 'is not', null);
  if (filter.postable_id) {
    const ids = filter.postable_id;
    q = q.where((eb) =>
      typed
        ? eb(`posts.${typed}`, 'in', ids)
        : eb.or(Object.values(owners).map(({ column }) => eb(`posts.${column}`, 'in', ids))),
    );
  }
  if (filter.from) q = q.where('posts.publish_at', '>=', lowerBound(filter.from));
  if (filter.to) {
    const { at, inclusive } = upperBound(filter.to);
    q = q.where('posts.publish_at', inclusive ? '<=' : '<', at);
  }
  if (filter.is_pinned !== undefined) q = q.where('posts.is_pinned', '=', filter.is_pinned);
  if (filter.search !== undefined) q = q.where(matchesSearch('posts.search', filter.search));
  if (filter.ids) q = q.where('posts.id', 'in', filter.ids);
  const sortColumns: Record<PostSort, string> = {
    publish_at: 'posts.publish_at',
    is_pinned: 'posts.is_pinned',
    title: 'lower(posts.title)',
    created_at: 'posts.created_at',
    updated_at: 'posts.updated_at',
    id: 'posts.id',
  };
  return paginate(q, query, sortColumns, 'posts.id');
}

/** One post as the viewer may see it, optionally only when it belongs to `owner`. */
export async function findPost(
  context: V1Context,
  id: number,
  owner?: PostOwner,
): Promise<PostRow | undefined> {
  let q = visiblePosts(selectPosts(context.db), context.viewer).where('posts.id', '=', id);
  if (owner) q = q.where(`posts.${owner.column}`, '=', owner.id);
  return q.executeTakeFirst();
}

/** The visible posts of many owners at once, pinned first, newest first (for with[]=posts). */
export async function postRowsOf(
  context: V1Context,
  column: PostOwnerColumn,
  ownerIds: readonly number[],
): Promise<PostRow[]> {
  if (ownerIds.length === 0) return [];
  return visiblePosts(selectPosts(context.db), context.viewer)
    .where(`posts.${column}`, 'in', [...ownerIds])
    .orderBy('posts.is_pinned', 'desc')
    .orderBy('posts.publish_at', 'desc')
    .orderBy('posts.id', 'desc')
    .execute();
}

export async function ensurePostOwner(db: Db, type: PostableType, id: number): Promise<void> {
  await ensureRows(db, owners[type].table, [id], 'postable_id');
}

/** The post's columns with its content sanitized, after checking that its image is one. */
async function toRow<T extends PostFields>(db: Db, fields: T): Promise<T> {
  await ensureFile(db, fields.image_id, 'image_id', { image: true });
  return 'content' in fields
    ? { ...fields, content: sanitizeRichText(fields.content ?? null) }
    : fields;
}

/** The owner columns for `owner` (all null for a post of the site itself). */
function ownerColumns(owner: PostOwner | null): Record<PostOwnerColumn, number | null> {
  return {
    evaluation_id: owner?.column === 'evaluation_id' ? owner.id : null,
    association_id: owner?.column === 'association_id' ? owner.id : null,
    program_id: owner?.column === 'program_id' ? owner.id : null,
  };
}

export async function createPost(
  db: Db,
  owner: PostOwner | null,
  fields: PostFields & { title: string },
  authorId: number | null,
): Promise<number> {
  const { publish_at, ...row } = await toRow(db, fields);
  const created = await db
    .insertInto('posts')
    .values({
      ...row,
      // A post without a publish time goes live at once; an explicit null keeps it a draft.
      publish_at: publish_at === undefined ? sql<Date>`now()` : publish_at,
      ...ownerColumns(owner),
      author_id: authorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return created.id;
}

/** Applies the changes; `owner` (when not undefined) moves the post, null to the site itself. */
export async function updatePost(
  db: Db,
  id: number,
  fields: PostFields,
  owner?: PostOwner | null,
): Promise<void> {
  const row = { ...(await toRow(db, fields)), ...(owner !== undefined ? ownerColumns(owner) : {}) };
  if (Object.keys(row).length === 0) return;
  await db.updateTable('posts').set(row).where('id', '=', id).execute();
}

export async function deletePosts(db: Db, ids: number[]): Promise<void> {
  await db.deleteFrom('posts').where('id', 'in', ids).execute();
}
