// POST /v1/files (upload one file) and GET /v1/files/:id (its bytes, with safe headers and visibility).
import type { FastifyInstance } from 'fastify';
import { StoredObjectMissingError } from '../../storage/file-storage.ts';
import { answers, binaryAnswer, fileAnswer, noContent, one } from '../shared/answers.ts';
import { invalidField, notFound } from '../shared/http-errors.ts';
import { parseRecordId } from '../shared/path-params.ts';
import { contentDisposition } from '../shared/uploads/file-names.ts';
import { allowedFileTypes, inlineMimeTypes } from '../shared/uploads/file-types.ts';
import { readUpload } from '../shared/uploads/upload.ts';
import type { V1Options } from '../shared/v1-module.ts';
import { authorize } from '../shared/viewer.ts';
import { presentFile } from './presenter.ts';
import { findStoredFile } from './repository.ts';
import { isAdminOnlyFile, isPublicFile } from './visibility.ts';

/** Scripts in an SVG opened on its own can never run; inline styles (common in drawings) may. */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/**
 * Every other file but a PDF: nothing loads or runs, even if a browser took it for a page (a
 * polyglot). PDFs keep the site's policy: Chromium's viewer refuses to show a sandboxed PDF.
 */
export const FILE_CONTENT_SECURITY_POLICY = "default-src 'none'; sandbox";
const MAX_AGE_SECONDS = 300;

/** The bytes of a file, in the type it was stored as (text as UTF-8). */
const fileBytes = {
  content: Object.fromEntries(
    Object.values(allowedFileTypes).map((type) => [
      type === allowedFileTypes.txt ? 'text/plain; charset=utf-8' : type,
      binaryAnswer,
    ]),
  ),
};

export function fileRoutes(app: FastifyInstance, options: V1Options): void {
  const { db, storage } = options;

  app.post(
    '/files',
    {
      schema: {
        tags: ['files'],
        summary: 'Upload one file (multipart/form-data, field "file"); checked by content',
        response: answers({ 201: one(fileAnswer) }, [507]),
      },
    },
    async (request, reply) => {
      authorize(request.viewer, 'authenticated');
      const { file } = await readUpload(request, options, { required: true });
      if (!file) throw invalidField('file', 'validation.required');
      return reply.code(201).send({ data: presentFile(file) });
    },
  );

  app.get(
    '/files/:id',
    {
      schema: {
        tags: ['files'],
        summary: 'The bytes of one file (304 when If-None-Match names its ETag)',
        // 403: a file only signed-in users (or only admins) may fetch.
        response: answers({ 200: fileBytes, 304: noContent }, [403, 404]),
      },
    },
    async (request, reply) => {
      const id = parseRecordId((request.params as { id?: unknown }).id);
      if (id === undefined) throw notFound();
      const file = await findStoredFile(db, id);
      if (!file) throw notFound();
      const isPublic = await isPublicFile(db, id);
      if (!isPublic) authorize(request.viewer, 'authenticated');
      if (await isAdminOnlyFile(db, id)) authorize(request.viewer, ['admin']);

      const inline = inlineMimeTypes.includes(file.mime_type);
      reply
        .header(
          'content-type',
          file.mime_type === allowedFileTypes.txt ? 'text/plain; charset=utf-8' : file.mime_type,
        )
        .header('x-content-type-options', 'nosniff')
        .header(
          'content-disposition',
          contentDisposition(inline ? 'inline' : 'attachment', file.original_name),
        )
        .header('cache-control', `${isPublic ? 'public' : 'private'}, max-age=${MAX_AGE_SECONDS}`);
      if (file.mime_type === allowedFileTypes.svg)
        reply.header('content-security-policy', SVG_CONTENT_SECURITY_POLICY);
      else if (file.mime_type !== allowedFileTypes.pdf)
        reply.header('content-security-policy', FILE_CONTENT_SECURITY_POLICY);
      if (file.sha256) {
        const etag = `"${file.sha256}"`;
        reply.header('etag', etag);
        const wanted = request.headers['if-none-match'];
        if (wanted?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
          return reply.code(304).send();
      }
      // Streamed from the storage (a file, or the object store's response) through this gateway,
      // after the access checks above (docs/decisions.md: no signed URLs).
      const bytes = await storage.read(file.storage_key).catch((error: unknown) => {
        throw error instanceof StoredObjectMissingError ? notFound() : error;
      });
      reply.header('content-length', file.size_bytes);
      return reply.send(bytes);
    },
  );
}
