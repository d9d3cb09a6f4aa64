// Where a news post leads: the public page of the association, program or evaluation that
// published it. News of the site itself has no page of its own.
import type { PostableType } from '../../gql/graphql.ts';

const ownerRoutes: Record<PostableType, string> = {
  ASSOCIATION: '/associations',
  PROGRAM: '/programs',
  // The evaluation page accepts an id as well as a slug; a post only knows its owner's id.
  EVALUATION: '/evaluations',
};

export function postOwnerPath(
  owner: { type: PostableType; id: string } | null | undefined,
): string | null {
  if (!owner) return null;
  return `${ownerRoutes[owner.type]}/${encodeURIComponent(owner.id)}`;
}
