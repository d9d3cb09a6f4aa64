// Which HTML document answers a client route. The web build prerenders the public frame and, where
// no data is needed, the page's head (web/src/prerender/): index.html is the home page,
// shells/*.html the other public pages, app.html the page without prerendered content (the CMS).
// An evaluation's page gets its title put in, so its heading paints before any JavaScript runs.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

/** Must match EVALUATION_TITLE_MARK in web/src/prerender/render-pages.tsx. */
export const EVALUATION_TITLE_MARK = '__EVALUATION_TITLE__';

export type AppDocument =
  | { file: string }
  | { file: 'shells/evaluation.html'; evaluationParam: string };

/** The document for a client route's path (no query string). */
export function documentFor(pathname: string): AppDocument {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { file: 'index.html' };
  if (path === '/logout' || (path.startsWith('/cms') && path !== '/cms/login')) {
    return { file: 'app.html' };
  }
  if (path === '/evaluations') return { file: 'shells/evaluations.html' };
  if (path === '/inclusie-monitor') return { file: 'shells/inclusion-monitor.html' };
  const detail = /^\/evaluations\/([^/]+)$/.exec(path);
  if (detail?.[1]) {
    return { file: 'shells/evaluation.html', evaluationParam: decodeSegment(detail[1]) };
  }
  return { file: 'shells/public.html' };
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The title a visitor would see on the evaluation's page, or null (unknown or not published: the
 * page then shows its own state). The same reading of the route parameter as the web's
 * `evaluationKey`: a slug, or an all-digit id when no slug matches.
 */
export async function publishedEvaluationTitle(
  db: Kysely<Database>,
  param: string,
): Promise<string | null> {
  const key = param.trim().toLowerCase();
  if (key === '' || key.length > 200) return null;
  const id = /^\d{1,9}$/.test(key) ? Number(key) : null;
  const rows = await db
    .selectFrom('evaluations')
    .select(['title', 'slug'])
    .where('status', '=', 'published')
    .where((eb) =>
      id === null ? eb('slug', '=', key) : eb.or([eb('slug', '=', key), eb('id', '=', id)]),
    )
    .limit(2)
    .execute();
  const row = rows.find((candidate) => candidate.slug === key) ?? rows[0];
  return row?.title ?? null;
}

const htmlEscapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => htmlEscapes[character] ?? character);
}

/** The evaluation document with its title in place of the mark (every occurrence, escaped). */
export function withEvaluationTitle(template: string, title: string): string {
  return template.split(EVALUATION_TITLE_MARK).join(escapeHtml(title));
}
