// {owner}/{id}/relationships/posts[/{postId}]: an owner's posts. Reads follow the owner (visitors
// see published posts only); writes follow the owner's writers.
import type { Role } from '../../domain/enums.ts';
import { invalidField } from '../shared/http-errors.ts';
import { groupBy } from '../shared/presenters.ts';
import type { RelationshipDefinition, RelationshipOwner } from '../shared/relationship.ts';
import type { V1Context } from '../shared/resource.ts';
import { type PostOut, postAnswer, presentPosts } from './presenter.ts';
import {
  createPost,
  deletePosts,
  findPost,
  loadPostRelated,
  type PostOwnerColumn,
  postOwnerColumn,
  postRowsOf,
  updatePost,
} from './repository.ts';
import {
  type CreatePost,
  createPostBody,
  type PostableType,
  type UpdatePost,
  updatePostBody,
} from './schema.ts';

/** The posts of many owners at once as the viewer may see them, by owner id (`with[]=posts`). */
export async function postsOf(
  context: V1Context,
  column: PostOwnerColumn,
  ownerIds: readonly number[],
): Promise<Map<number, PostOut[]>> {
  const rows = await postRowsOf(context, column, ownerIds);
  const posts = presentPosts(rows, await loadPostRelated(context.db, rows));
  return groupBy(posts, (post) => post.postable_id ?? 0);
}

/** A body may repeat the owner of the path, but never name another one. */
function checkSameOwner(
  type: PostableType,
  ownerId: number,
  input: Pick<UpdatePost, 'postable_type' | 'postable_id'>,
): void {
  if (input.postable_type !== undefined && input.postable_type !== type)
    throw invalidField('postable_type', 'validation.invalid');
  if (input.postable_id !== undefined && input.postable_id !== ownerId)
    throw invalidField('postable_id', 'validation.invalid');
}

export function postsRelationship(
  owner: RelationshipOwner,
  type: PostableType,
  writers: readonly Role[],
): RelationshipDefinition<PostOut, CreatePost, UpdatePost> {
  const column = postOwnerColumn(type);
  return {
    owner,
    name: 'posts',
    table: 'posts',
    access: { read: 'public', write: writers },
    answer: postAnswer,
    async list(context, ownerId) {
      return (await postsOf(context, column, [ownerId])).get(ownerId) ?? [];
    },
    async findOne(context, ownerId, postId) {
      const row = await findPost(context, postId, { column, id: ownerId });
      return row ? presentPosts([row], await loadPostRelated(context.db, [row]))[0] : undefined;
    },
    create: {
      body: createPostBody,
      run(context, ownerId, input) {
        const { postable_type, postable_id, ...fields } = input;
        checkSameOwner(type, ownerId, { postable_type, postable_id });
        return createPost(context.db, { column, id: ownerId }, fields, context.viewer?.id ?? null);
      },
    },
    update: {
      body: updatePostBody,
      run(context, ownerId, postId, input) {
        const { postable_type, postable_id, ...fields } = input;
        checkSameOwner(type, ownerId, { postable_type, postable_id });
        return updatePost(context.db, postId, fields);
      },
    },
    remove: ({ db }, _ownerId, postId) => deletePosts(db, [postId]),
  };
}
