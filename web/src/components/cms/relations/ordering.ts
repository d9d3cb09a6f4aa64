// Orders of the relation lists: by position (then id, so equal positions keep a stable order),
// the position a new item gets, and news with pinned posts first.

interface Positioned {
  id: string;
  position: number;
}

const byNumericId = (a: { id: string }, b: { id: string }) => Number(a.id) - Number(b.id);

/** Items by position, ties by id (older first). */
export function byPosition<T extends Positioned>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.position - b.position || byNumericId(a, b));
}

/** The position after the last one (0 for an empty list). */
export function nextPosition(items: readonly Pick<Positioned, 'position'>[]): number {
  return items.reduce((highest, item) => Math.max(highest, item.position + 1), 0);
}

interface PostLike {
  id: string;
  isPinned: boolean;
  publishAt?: string | null;
}

/** Pinned posts first; within each group drafts (no publish time) first, then newest first. */
export function pinnedFirst<T extends PostLike>(posts: readonly T[]): T[] {
  const time = (post: T) =>
    post.publishAt ? Date.parse(post.publishAt) : Number.POSITIVE_INFINITY;
  return [...posts].sort(
    (a, b) => Number(b.isPinned) - Number(a.isPinned) || time(b) - time(a) || byNumericId(b, a),
  );
}
