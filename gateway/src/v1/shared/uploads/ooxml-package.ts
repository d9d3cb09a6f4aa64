// Office Open XML uploads (docx, xlsx, pptx) are zip archives: file-type names them from their
// first entries only. Before one is stored, its central directory is read (yauzl, from the upload's
// temporary file) and every entry inflated as a stream and counted, never kept: a zip bomb (entries that expand far beyond the
// upload, or whose headers understate their size) or a zip that is no Office package is refused.
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { HttpError } from '../http-errors.ts';
import type { AllowedExtension } from './file-types.ts';

export const ooxmlLimits = {
  /** Entries in one package; real documents have tens, a large workbook a few thousand. */
  maxEntries: 5_000,
  /** Bytes all entries expand to together. */
  maxExpandedBytes: 512 * 1024 * 1024,
  /** How many times its stored size one entry may expand (XML compresses ~10x, zeros ~1000x). */
  maxRatio: 200,
  /** Entries smaller than this are not held to the ratio (tiny XML parts compress very well). */
  ratioFloorBytes: 1024 * 1024,
} as const;

/** The folder of each kind's main part (ECMA-376 part 1, the conventional part names). */
const mainFolders: Partial<Record<AllowedExtension, string>> = {
  docx: 'word/',
  xlsx: 'xl/',
  pptx: 'ppt/',
};

const notOffice = () => new HttpError(415, 'error.unsupportedFile');
const bomb = () => new HttpError(413, 'error.tooLarge');

async function countBytes(stream: Readable, budget: number): Promise<number> {
  let count = 0;
  for await (const chunk of stream) {
    count += (chunk as Buffer).byteLength;
    if (count > budget) {
      stream.destroy();
      throw bomb();
    }
  }
  return count;
}

/**
 * Checks an OOXML package of the given kind: 413 when it expands too far (by its directory or by
 * its actual content), 415 when it is no valid zip or lacks the package's required parts.
 */
export async function checkOoxmlPackage(filePath: string, kind: AllowedExtension): Promise<void> {
  const folder = mainFolders[kind];
  if (!folder) return;
  let zip: yauzl.ZipFile;
  try {
    // Closed in the finally below: yauzl's default would close it after the directory's last
    // entry, before the entries are inflated.
    zip = await yauzl.openPromise(filePath, {
      autoClose: false,
      lazyEntries: true,
      validateEntrySizes: true,
      strictFileNames: true,
    });
  } catch {
    throw notOffice();
  }
  try {
    if (zip.entryCount > ooxmlLimits.maxEntries) throw bomb();
    const entries = await readDirectory(zip);
    const names = new Set(entries.map((entry) => entry.fileName));
    if (!names.has('[Content_Types].xml') || !names.has('_rels/.rels')) throw notOffice();
    if (!entries.some((entry) => entry.fileName.startsWith(folder))) throw notOffice();

    let declared = 0;
    for (const entry of entries) {
      declared += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (entry.uncompressedSize > ooxmlLimits.ratioFloorBytes && ratio > ooxmlLimits.maxRatio)
        throw bomb();
    }
    if (declared > ooxmlLimits.maxExpandedBytes) throw bomb();

    // The directory may understate: inflate every entry and count, within the same budget.
    let budget = ooxmlLimits.maxExpandedBytes;
    for (const entry of entries) {
      if (entry.fileName.endsWith('/')) continue;
      let stream: Readable;
      try {
        stream = await zip.openReadStreamPromise(entry);
      } catch {
        throw notOffice();
      }
      try {
        budget -= await countBytes(stream, Math.min(budget, entry.uncompressedSize + 1));
      } catch (error) {
        if (error instanceof HttpError) throw error;
        // yauzl: "too many bytes in the stream" (a lying header) or a corrupt deflate stream.
        throw /too many bytes/i.test(String(error)) ? bomb() : notOffice();
      }
    }
  } finally {
    zip.close();
  }
}

/** Every entry of the central directory (lazily read, one at a time). */
function readDirectory(zip: yauzl.ZipFile): Promise<yauzl.Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: yauzl.Entry[] = [];
    zip.on('entry', (entry: yauzl.Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', () => reject(notOffice()));
    zip.readEntry();
  });
}
