// Multipart uploads for every /v1 route: one file checked by content and stored, plus the text
// fields. The file is streamed to a temporary file (upload-spool.ts), checked there, and streamed
// on to the storage: an upload is never held whole in memory (but for an SVG, see acceptedContent).
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import qs from 'qs';
import type { Config } from '../../../config.ts';
import { isStorageFull, type StorageContent } from '../../../storage/file-storage.ts';
import { HttpError, invalidField } from '../http-errors.ts';
import { refuseUnstorableText } from '../storable-text.ts';
import type { V1Options } from '../v1-module.ts';
import { safeFileName } from './file-names.ts';
import { decodeText, detectFileType } from './file-types.ts';
import { checkOoxmlPackage } from './ooxml-package.ts';
import { sanitizeSvg } from './svg-sanitizer.ts';
import { type SpooledFile, spoolDirectory, spoolStream } from './upload-spool.ts';

const MAX_FIELDS = 50;
const MAX_FIELD_BYTES = 1024 * 1024;
/** Room for the text fields and multipart framing next to the file, for the early size check. */
const ENVELOPE_BYTES = 2 * MAX_FIELD_BYTES;

/** Unread multipart bodies up to this size are read to their end before answering. */
const DRAIN_MAX_BYTES = 1024 * 1024;
const DRAIN_TIMEOUT_MS = 5_000;

/** Reads what is left of a request body (or gives up after a short while). */
function drain(raw: FastifyRequest['raw']): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, DRAIN_TIMEOUT_MS);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    raw.once('end', done);
    raw.once('close', done);
    raw.once('error', done);
    raw.resume();
  });
}

/** Registers @fastify/multipart in the /v1 context with our limits. */
export async function registerMultipart(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      files: 1,
      fields: MAX_FIELDS,
      parts: MAX_FIELDS + 1,
      fieldSize: MAX_FIELD_BYTES,
      fileSize: config.UPLOAD_MAX_BYTES,
      headerPairs: 100,
    },
  });
  // A multipart body answered before it was read to the end (401, 413, 415, 422, ...): a small
  // one is read to its end first, so every client gets the answer on a clean connection (a client
  // still sending when the server closes may see EPIPE instead of the answer); a large one would
  // keep the connection busy, so it is closed instead of reading megabytes nobody wants.
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.isMultipart() || request.raw.complete) return payload;
    const length = Number(request.headers['content-length']);
    if (Number.isFinite(length) && length <= DRAIN_MAX_BYTES) await drain(request.raw);
    if (!request.raw.complete) reply.header('connection', 'close');
    return payload;
  });
}

export interface StoredFile {
  id: number;
  name: string;
  mimeType: string;
  size: number;
}

export interface Upload {
  /** The stored file's id, or undefined when the request carried no file. */
  fileId: number | undefined;
  file: StoredFile | undefined;
  /** The multipart field the file came in (one of the allowed file fields). */
  fileField?: string;
  /**
   * The text fields, shaped like a JSON body: `tags[]` and `tags[0]` become arrays, `a[b]` nested
   * objects; values stay strings ('1'/'0' for booleans), so the caller's zod schema coerces them.
   * For a request that is not multipart, its (JSON) body.
   */
  fields: Record<string, unknown>;
}

export interface UploadSettings {
  /** The multipart field that holds the file (or the fields that may); default 'file'. */
  fileField?: string | readonly string[];
  /** Answer 422 when no file was sent. */
  required?: boolean;
  /** Narrow the allowed types (mime types, e.g. images only for a logo); default all allowed ones. */
  accept?: readonly string[];
  /** Narrow them per file field instead (a record's `logo` takes images, its `file` anything). */
  acceptFor?: (fileField: string) => readonly string[] | undefined;
}

const tooLarge = () => new HttpError(413, 'error.tooLarge');
const unsupported = () => new HttpError(415, 'error.unsupportedFile');

/** Multipart parsing errors as the documented answers; anything unexpected is a malformed body. */
function uploadError(error: unknown, fileField: string): unknown {
  if (error instanceof HttpError) return error;
  // The temporary file's disk (full: 507, or failing: 500), not the request.
  if (isStorageFull(error) || typeof (error as { syscall?: unknown }).syscall === 'string')
    return error;
  const code = (error as { code?: unknown }).code;
  if (
    code === 'FST_REQ_FILE_TOO_LARGE' ||
    code === 'FST_FIELDS_LIMIT' ||
    code === 'FST_PARTS_LIMIT'
  )
    return tooLarge();
  if (code === 'FST_FILES_LIMIT') return invalidField(fileField, 'validation.invalid');
  return invalidField('_', 'validation.invalid');
}

function bodyFields(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}

/** The multipart file part streamed to a temporary file; 413 when busboy cut it at the limit. */
async function spoolFilePart(upload: MultipartFile, config: V1Options['config']) {
  const spooled = await spoolStream(upload.file, spoolDirectory(config), config.UPLOAD_MAX_BYTES);
  if (upload.file.truncated) {
    await spooled.remove();
    throw tooLarge();
  }
  return spooled;
}

async function readParts(
  request: FastifyRequest,
  fileFields: readonly string[],
  config: V1Options['config'],
) {
  const pairs: [string, string][] = [];
  const jsonFields: Record<string, unknown> = {};
  let file: { spooled: SpooledFile; filename: string; field: string } | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const upload = part as MultipartFile;
        if (!fileFields.includes(upload.fieldname)) {
          upload.file.resume();
          throw invalidField(upload.fieldname, 'validation.unknownField');
        }
        const spooled = await spoolFilePart(upload, config);
        file = { spooled, filename: upload.filename, field: upload.fieldname };
        continue;
      }
      const field = part as MultipartValue;
      if (field.valueTruncated) throw tooLarge();
      if (typeof field.value === 'string') pairs.push([field.fieldname, field.value]);
      else jsonFields[field.fieldname] = field.value;
    }
    // The same bracket rules as query strings (qs also refuses prototype keys).
    const parsed = qs.parse(new URLSearchParams(pairs).toString(), {
      depth: 3,
      arrayLimit: 1000,
      parameterLimit: MAX_FIELDS + 1,
    });
    const fields = { ...parsed, ...jsonFields };
    refuseUnstorableText(fields);
    return { file, fields };
  } catch (error) {
    await file?.spooled.remove();
    throw error;
  }
}

/**
 * Checks the spooled file by content (415 when not allowed); Office packages are checked as zips
 * (ooxml-package.ts: 413 for a zip bomb, 415 when no valid package). The content to store is the
 * file as a stream, or, for an SVG, the sanitized document: the sanitizer parses a whole document,
 * so an SVG is the one upload read whole into memory (within UPLOAD_MAX_BYTES like every upload).
 */
async function acceptedContent(file: SpooledFile, accept: readonly string[] | undefined) {
  const type = await detectFileType(file.path);
  if (!type || (accept && !accept.includes(type.mime))) throw unsupported();
  await checkOoxmlPackage(file.path, type.extension);
  if (type.mime !== 'image/svg+xml') {
    const content: StorageContent = {
      stream: createReadStream(file.path),
      sizeBytes: file.sizeBytes,
    };
    return { type, content };
  }
  const svg = sanitizeSvg(decodeText(await fs.readFile(file.path)) ?? '');
  if (svg === undefined) throw unsupported();
  return { type, content: new TextEncoder().encode(svg) };
}

/**
 * Checks, stores and records one uploaded file (spooled by the caller, who removes the temporary
 * file); the `files` row answers for it from then on.
 */
export async function storeUpload(
  options: Pick<V1Options, 'db' | 'storage'>,
  upload: { file: SpooledFile; filename: string | undefined; uploadedBy: number | null },
  accept?: readonly string[],
): Promise<StoredFile> {
  const { type, content } = await acceptedContent(upload.file, accept);
  const name = safeFileName(upload.filename, type.extension);
  const stored = await options.storage.put(content, type.extension);
  try {
    const row = await options.db
      .insertInto('files')
      .values({
        storage_key: stored.storageKey,
        original_name: name,
        mime_type: type.mime,
        size_bytes: stored.sizeBytes,
        sha256: stored.sha256,
        uploaded_by: upload.uploadedBy,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, name, mimeType: type.mime, size: stored.sizeBytes };
  } catch (error) {
    await options.storage.remove(stored.storageKey);
    throw error;
  }
}

/**
 * Reads a request that may carry one file (multipart) or none (multipart or JSON). The file is
 * checked by content, stored and recorded before this returns; the caller authorizes first and
 * validates `fields` with its own schema. Errors: 413 too large, 415 type not allowed, 422 when a
 * required file is missing, the file arrives under another field, or the body is malformed.
 */
export async function readUpload(
  request: FastifyRequest,
  options: Pick<V1Options, 'db' | 'storage' | 'config'>,
  settings: UploadSettings = {},
): Promise<Upload> {
  const fileFields = [settings.fileField ?? 'file'].flat();
  const fileField = fileFields[0] ?? 'file';
  if (!request.isMultipart()) {
    if (settings.required) throw invalidField(fileField, 'validation.required');
    return { fileId: undefined, file: undefined, fields: bodyFields(request.body) };
  }
  const declaredLength = Number(request.headers['content-length']);
  if (declaredLength > options.config.UPLOAD_MAX_BYTES + ENVELOPE_BYTES) throw tooLarge();

  let parts: Awaited<ReturnType<typeof readParts>>;
  try {
    parts = await readParts(request, fileFields, options.config);
  } catch (error) {
    throw uploadError(error, fileField);
  }
  const spooled = parts.file?.spooled;
  try {
    if (!parts.file || !spooled || spooled.sizeBytes === 0) {
      if (settings.required) throw invalidField(fileField, 'validation.required');
      return { fileId: undefined, file: undefined, fields: parts.fields };
    }
    const file = await storeUpload(
      options,
      { file: spooled, filename: parts.file.filename, uploadedBy: request.viewer?.id ?? null },
      settings.acceptFor?.(parts.file.field) ?? settings.accept,
    );
    return { fileId: file.id, file, fileField: parts.file.field, fields: parts.fields };
  } finally {
    await spooled?.remove();
  }
}

/** Removes a file stored for a request that then failed (best effort, logged). */
export async function discardUpload(
  request: FastifyRequest,
  options: Pick<V1Options, 'db' | 'storage'>,
  fileId: number | undefined,
): Promise<void> {
  if (fileId === undefined) return;
  try {
    const row = await options.db
      .deleteFrom('files')
      .where('id', '=', fileId)
      .returning('storage_key')
      .executeTakeFirst();
    if (row) await options.storage.remove(row.storage_key);
  } catch (error) {
    request.log.warn({ err: error, fileId }, 'could not remove an upload of a failed request');
  }
}

/**
 * Reads the body (storing its file, if any), runs `write` with it, and removes the stored file
 * again when `write` fails, so a refused request never leaves a file behind.
 */
export async function withUpload<T>(
  request: FastifyRequest,
  options: Pick<V1Options, 'db' | 'storage' | 'config'>,
  settings: UploadSettings,
  write: (upload: Upload) => Promise<T>,
): Promise<T> {
  const upload = await readUpload(request, options, settings);
  try {
    return await write(upload);
  } catch (error) {
    await discardUpload(request, options, upload.fileId);
    throw error;
  }
}
