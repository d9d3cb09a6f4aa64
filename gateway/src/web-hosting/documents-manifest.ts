// The web build's `documents.json` (web/src/prerender/documents-manifest.ts writes it): which
// prerendered document answers which client route, which route parameter names a public record,
// and which documents are the not-found screen and the error page. The gateway reads it once at
// start and answers every page from it; it holds no list of routes of its own.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

export const recordKinds = ['evaluation', 'association', 'program', 'trialBureau'] as const;
export type RecordKind = (typeof recordKinds)[number];

const manifestDocument = z.object({
  file: z.string().min(1),
  routes: z.array(z.string().startsWith('/')),
  record: z.object({ kind: z.enum(recordKinds), param: z.string().min(1) }).optional(),
});
export type ManifestDocument = z.infer<typeof manifestDocument>;

const documentsManifest = z.object({
  titleMark: z.string().min(1),
  requestIdMark: z.string().min(1),
  // Around a document's content, where a page rendered per request goes (page-renderer.ts).
  contentMarks: z.object({ start: z.string().min(1), end: z.string().min(1) }).optional(),
  // Around every page's footer, and its operation: answered and rendered per request (issue 27).
  footer: z
    .object({
      marks: z.object({ start: z.string().min(1), end: z.string().min(1) }),
      data: z.array(
        z.object({
          query: z.string().min(1),
          variables: z.record(z.string(), z.unknown()),
          everyone: z.literal(true).optional(),
        }),
      ),
    })
    .optional(),
  documents: z.array(manifestDocument),
  notFound: z.string().min(1),
  error: z.string().min(1),
  // The build's page renderer for Node (page-renderer.ts): a folder of the build that holds it
  // alone (one name, never served) and its module there.
  renderer: z
    .object({ folder: z.string().regex(/^[\w-]+$/), module: z.string().regex(/^[\w.-]+$/) })
    .optional(),
});
export type DocumentsManifest = z.infer<typeof documentsManifest>;

export const DOCUMENTS_MANIFEST_FILE = 'documents.json';

/** The build's manifest, or null for a build without one (an older build, or none at all). */
export function readDocumentsManifest(distDir: string): DocumentsManifest | null {
  const file = path.join(distDir, DOCUMENTS_MANIFEST_FILE);
  if (!fs.existsSync(file)) return null;
  return documentsManifest.parse(JSON.parse(fs.readFileSync(file, 'utf8')));
}
