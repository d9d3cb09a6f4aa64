// Turns Dutch titles into URL slugs: lower-case kebab without accents, matching the slug CHECK.

export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function slugify(title: string, maxLength = 200): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug.slice(0, maxLength).replace(/-+$/, '');
}
