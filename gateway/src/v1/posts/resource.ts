// /v1/posts: visitors read published posts of public owners; admin and editor write.
import type { Db } from '../../db/database.ts';
import { invalidField } from '../shared/http-errors.ts';
import { type ResourceDefinition, readAndWrite } from '../shared/resource.ts';
import { postableOf, postAnswer, type PostOut, presentPosts } from './presenter.ts';
import {
  createPost,
  deletePosts,
  ensurePostOwner,
  findPost,
  listPosts,
  loadPostRelated,
  type PostOwner,
  postOwnerColumn,
  updatePost,
} from './repository.ts';
import {
  type CreatePost,
  createPostBody,
  type PostFilters,
  type PostInclude,
  type PostSort,
  postFilters,
  postIncludes,
  postSorts,
  type UpdatePost,
  updatePostBody,
} from './schema.ts';

const staff = ['admin', 'editor'] as const;

/**
 * The owner a body names, checked to exist: undefined when the body leaves the owner alone, null
 * for no owner. A new owner type needs its id; a new id alone keeps the current owner type.
 */
async function ownerFromBody(
  db: Db,
  input: Pick<UpdatePost, 'postable_type' | 'postable_id'>,
  current?: Pick<PostOut, 'postable_type' | 'postable_id'>,
): Promise<PostOwner | null | undefined> {
  const { postable_type: type, postable_id: id } = input;
  if (type === undefined && id === undefined) return current ? undefined : null;
  const nextType = type !== undefined ? type : (current?.postable_type ?? null);
  if (nextType === null) {
    if (id !== null && id !== undefined) throw invalidField('postable_type', 'validation.required');
    return null;
  }
  const nextId = id ?? (current && nextType === current.postable_type ? current.postable_id : null);
  if (nextId === null) throw invalidField('postable_id', 'validation.required');
  await ensurePostOwner(db, nextType, nextId);
  return { column: postOwnerColumn(nextType), id: nextId };
}

export const postsResource: ResourceDefinition<
  PostOut,
  PostFilters,
  PostSort,
  PostInclude,
  CreatePost,
  UpdatePost
> = {
  path: '/posts',
  tag: 'posts',
  fileFields: { image: 'image_id' },
  imageFields: ['image_id'],
  access: readAndWrite('public', staff),
  answer: postAnswer,
  protocol: {
    filters: postFilters,
    sorts: postSorts,
    includes: postIncludes,
    defaultSort: [
      { key: 'is_pinned', descending: true },
      { key: 'publish_at', descending: true },
    ],
  },
  async list(context, query) {
    const { rows, total } = await listPosts(context, query);
    const items = presentPosts(rows, await loadPostRelated(context.db, rows, query.with));
    return { items, total };
  },
  async findOne(context, id, include) {
    const row = await findPost(context, id);
    if (!row) return undefined;
    return presentPosts([row], await loadPostRelated(context.db, [row], include))[0];
  },
  create: {
    body: createPostBody,
    async run(context, input) {
      const { postable_type, postable_id, ...fields } = input;
      const owner = await ownerFromBody(context.db, { postable_type, postable_id });
      return createPost(context.db, owner ?? null, fields, context.viewer?.id ?? null);
    },
  },
  update: {
    body: updatePostBody,
    async run(context, id, input) {
      const { postable_type, postable_id, ...fields } = input;
      const row = await findPost(context, id);
      const current = row && postableOf(row);
      const owner = await ownerFromBody(context.db, { postable_type, postable_id }, current);
      await updatePost(context.db, id, fields, owner);
    },
  },
  remove: ({ db }, ids) => deletePosts(db, ids),
};
