// A report's screenshot arrives as a `data:` URL; it is size-checked (413), checked by content like
// any upload (415 unless PNG or JPEG), and stored as a file nobody owns.

import { HttpError, invalidField } from '../shared/http-errors.ts';
import { allowedFileTypes } from '../shared/uploads/file-types.ts';
import { type StoredFile, storeUpload } from '../shared/uploads/upload.ts';
import { spoolBytes, spoolDirectory } from '../shared/uploads/upload-spool.ts';
import type { V1Options } from '../shared/v1-module.ts';
import { MAX_SCREENSHOT_BYTES } from './schema.ts';

const screenshotTypes: readonly string[] = [allowedFileTypes.png, allowedFileTypes.jpg];
const dataUrlPattern = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+)?(;[a-z0-9-]+=[^;,]*)*;base64,/i;

/** Decodes and stores a screenshot data URL; the caller removes the file if the report fails. */
export async function storeScreenshot(
  options: Pick<V1Options, 'db' | 'storage' | 'config'>,
  dataUrl: string,
): Promise<StoredFile> {
  const header = dataUrlPattern.exec(dataUrl);
  if (!header) throw invalidField('screenshot', 'validation.invalid');
  const declared = header[1]?.toLowerCase();
  if (declared && !screenshotTypes.includes(declared))
    throw new HttpError(415, 'error.unsupportedFile');
  const base64 = dataUrl.slice(header[0].length);
  // Measured before decoding: four base64 characters carry three bytes.
  if (Math.floor((base64.length * 3) / 4) > MAX_SCREENSHOT_BYTES + 2)
    throw new HttpError(413, 'error.tooLarge');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64))
    throw invalidField('screenshot', 'validation.invalid');
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.byteLength > MAX_SCREENSHOT_BYTES) throw new HttpError(413, 'error.tooLarge');
  if (bytes.byteLength === 0) throw invalidField('screenshot', 'validation.invalid');
  const extension = declared === allowedFileTypes.jpg ? 'jpg' : 'png';
  // Already in memory (a bounded JSON field), written out to be checked like any upload.
  const file = await spoolBytes(bytes, spoolDirectory(options.config));
  try {
    return await storeUpload(
      options,
      { file, filename: `screenshot.${extension}`, uploadedBy: null },
      screenshotTypes,
    );
  } finally {
    await file.remove();
  }
}
