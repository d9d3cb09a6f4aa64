// On-the-fly compression of API answers (/v1 JSON, /graphql): brotli when accepted, else gzip.
import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this many bytes the saving is smaller than the cost of compressing (and a packet). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text-like types only. Unlike the plugin's default this leaves out application/octet-stream:
 * uploaded files streamed from /v1/files are mostly compressed formats already (PDF, PNG, JPEG,
 * Office), where a second pass costs CPU and gains nothing; text uploads (CSV, SVG) still match.
 */
const compressibleTypes =
  /^text\/(?!event-stream)|(?:\+|\/)json(?:;|$)|(?:\+|\/)xml(?:;|$)|javascript(?:;|$)/u;

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: compressibleTypes,
    // Quality 4 costs about as much CPU as gzip -6 and still compresses better; 11 is for build time.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    // The static files of the web app arrive precompressed (see web-app.ts); compress leaves a
    // response that already has a Content-Encoding alone, and compresses the rest (uncompressed
    // fallbacks such as a file without a .br/.gz beside it).
  });
}
