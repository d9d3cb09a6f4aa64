// The slug the editor proposes for a title: the same rule as the server's when it derives one
// (lower case, accents dropped, every run of other characters one hyphen, at most 180 characters).

export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 180)
    .replace(/-+$/g, '');
}

/**
 * Whether the slug still follows the title: it is empty, or exactly what the title gives while the
 * evaluation is still new (never shown, so no address of it has been shared). Once the user types
 * a slug of their own, or the evaluation has moved on from new, a new title no longer changes it.
 */
export function slugFollowsTitle(slug: string, title: string, savedStatus: string): boolean {
  return slug === '' || (savedStatus === 'NEW' && slug === slugFromTitle(title));
}
