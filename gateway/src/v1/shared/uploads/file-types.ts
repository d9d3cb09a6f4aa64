// Decides an upload's type by its content (signatures, container structure, text rules), never by
// name. It reads the upload's temporary file (upload-spool.ts) as streams: only its head for the
// signatures, the whole file chunk by chunk for the text and compound-file rules.
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import { detectCfbf } from '@file-type/cfbf';
import { detectXml, XmlTextDetector } from '@file-type/xml';
import { fileTypeFromFile } from 'file-type';

export interface DetectedFileType {
  mime: string;
  /** The canonical extension, also used for the storage key. */
  extension: AllowedExtension;
}

/**
 * The spec's upload list (section 5): png, jpeg, svg, plain text, Word, PowerPoint, Excel, pdf; and
 * WebP, a common format for logos (issue 27: the footer's sponsors).
 */
export const allowedFileTypes = {
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
  webp: 'image/webp',
  txt: 'text/plain',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export type AllowedExtension = keyof typeof allowedFileTypes;

/** Name extensions that fit each type; any other name gets the canonical extension appended. */
export const nameExtensions: Record<AllowedExtension, readonly string[]> = {
  png: ['png'],
  jpg: ['jpg', 'jpeg', 'jpe', 'jfif'],
  svg: ['svg'],
  webp: ['webp'],
  txt: ['txt', 'text', 'csv', 'tsv', 'log', 'md'],
  pdf: ['pdf'],
  doc: ['doc', 'dot'],
  docx: ['docx'],
  ppt: ['ppt', 'pps', 'pot'],
  pptx: ['pptx'],
  xls: ['xls', 'xlt'],
  xlsx: ['xlsx'],
};

/** Shown in the browser (images and pdf); everything else is downloaded. */
export const inlineMimeTypes: readonly string[] = [
  allowedFileTypes.png,
  allowedFileTypes.jpg,
  allowedFileTypes.svg,
  allowedFileTypes.webp,
  allowedFileTypes.pdf,
];

export const imageMimeTypes: readonly string[] = [
  allowedFileTypes.png,
  allowedFileTypes.jpg,
  allowedFileTypes.svg,
  allowedFileTypes.webp,
];

const typeOf = (extension: AllowedExtension): DetectedFileType => ({
  mime: allowedFileTypes[extension],
  extension,
});

/** file-type's answers that we accept as they are (APNG is a PNG with extra chunks). */
const acceptedDetections: Record<string, AllowedExtension> = {
  png: 'png',
  apng: 'png',
  jpg: 'jpg',
  webp: 'webp',
  pdf: 'pdf',
  doc: 'doc',
  docx: 'docx',
  ppt: 'ppt',
  pptx: 'pptx',
  xls: 'xls',
  xlsx: 'xlsx',
};

// Stream names of the legacy Office formats, for compound files whose root carries no class id.
const cfbfStreams: [string, AllowedExtension][] = [
  ['WordDocument', 'doc'],
  ['PowerPoint Document', 'ppt'],
  ['Workbook', 'xls'],
  ['Book', 'xls'],
];

const DIRECTORY_ENTRY_BYTES = 128;

/** The legacy Office kind a directory entry names, if it is a stream of one. */
function compoundStreamKind(entry: Uint8Array): AllowedExtension | undefined {
  const view = new DataView(entry.buffer, entry.byteOffset, entry.byteLength);
  const nameLength = view.getUint16(64, true);
  if (entry[66] !== 2 || nameLength < 4 || nameLength > 64 || nameLength % 2 !== 0)
    return undefined;
  const name = new TextDecoder('utf-16le').decode(entry.subarray(0, nameLength - 2));
  return cfbfStreams.find(([stream]) => stream === name)?.[1];
}

/**
 * Classifies a compound file (CFBF) by the names of its streams. Directory entries are 128-byte
 * records at 128-byte boundaries after the header sector; an entry names a stream (type 2) with a
 * UTF-16LE name and its byte length including the terminator. The file is read chunk by chunk.
 */
async function classifyCompoundFile(filePath: string): Promise<DetectedFileType | undefined> {
  const { size } = await fs.stat(filePath);
  if (size < 1024) return undefined;
  const handle = await fs.open(filePath, 'r');
  let sectorShift: number;
  try {
    const { buffer } = await handle.read(Buffer.alloc(32), 0, 32, 0);
    sectorShift = buffer.readUInt16LE(30);
  } finally {
    await handle.close();
  }
  if (sectorShift !== 9 && sectorShift !== 12) return undefined;
  let carry: Buffer = Buffer.alloc(0);
  for await (const chunk of createReadStream(filePath, { start: 1 << sectorShift })) {
    const bytes =
      carry.byteLength > 0 ? Buffer.concat([carry, chunk as Buffer]) : (chunk as Buffer);
    let offset = 0;
    for (; offset + DIRECTORY_ENTRY_BYTES <= bytes.byteLength; offset += DIRECTORY_ENTRY_BYTES) {
      const kind = compoundStreamKind(bytes.subarray(offset, offset + DIRECTORY_ENTRY_BYTES));
      if (kind) return typeOf(kind);
    }
    carry = bytes.subarray(offset);
  }
  return undefined;
}

/** Valid UTF-8 without NUL bytes, decoded (a leading byte order mark dropped); else undefined. */
export function decodeText(bytes: Uint8Array): string | undefined {
  if (bytes.includes(0)) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

class NotTextError extends Error {}

/**
 * The file decoded as UTF-8, chunk by chunk (a leading byte order mark dropped); NotTextError as
 * soon as it is not valid UTF-8 or holds a NUL byte.
 */
async function* textOfFile(filePath: string): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const decode = (chunk?: Buffer) => {
    if (chunk?.includes(0)) throw new NotTextError();
    try {
      return chunk ? decoder.decode(chunk, { stream: true }) : decoder.decode();
    } catch {
      throw new NotTextError();
    }
  };
  for await (const chunk of createReadStream(filePath)) yield decode(chunk as Buffer);
  yield decode();
}

/**
 * Characters of a text file held to tell an SVG from plain text. An SVG's start (declaration,
 * comments, doctype, then `<svg`) longer than this is taken for plain text: stored and served as
 * such (an attachment, never run), never as an image.
 */
const TEXT_HEAD_CHARS = 64 * 1024;

/** The first TEXT_HEAD_CHARS of a valid UTF-8 text file without NUL bytes; else undefined. */
async function textHead(filePath: string): Promise<string | undefined> {
  let head = '';
  try {
    for await (const text of textOfFile(filePath))
      if (head.length < TEXT_HEAD_CHARS) head += text.slice(0, TEXT_HEAD_CHARS - head.length);
  } catch (error) {
    if (error instanceof NotTextError) return undefined;
    throw error;
  }
  return head;
}

// An SVG start: optional XML declaration, comments and doctype (with an internal subset), then <svg.
const svgStart =
  /^\s*(?:<\?xml[^?]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s/>]/i;

/** True for text that starts like an SVG document, well-formed or not. */
export function looksLikeSvg(text: string): boolean {
  return svgStart.test(text);
}

/** Feeds text to @file-type/xml's full scan: a well-formed document whose root is `svg`. */
function svgCheck() {
  const detector = new XmlTextDetector({ fullScan: true });
  return {
    write: (text: string) => detector.write(text),
    result(): boolean {
      detector.close();
      return detector.fileType?.ext === 'svg' && detector.isValid();
    },
  };
}

/** True for a well-formed XML document whose root is `svg` (in the SVG namespace, or none). */
export function isWellFormedSvg(text: string): boolean {
  try {
    const check = svgCheck();
    check.write(text);
    return check.result();
  } catch {
    return false;
  }
}

/** isWellFormedSvg for a text file, read chunk by chunk. */
async function isWellFormedSvgFile(filePath: string): Promise<boolean> {
  try {
    const check = svgCheck();
    for await (const text of textOfFile(filePath)) check.write(text);
    return check.result();
  } catch {
    return false;
  }
}

/**
 * The allowed type of the file's content, or undefined when it is none of them. Binary formats
 * come from file-type (with the XML and compound-file detectors); SVG must parse as XML with an
 * `svg` root; plain text is valid UTF-8 without NUL bytes that no detector claimed.
 */
export async function detectFileType(filePath: string): Promise<DetectedFileType | undefined> {
  if ((await fs.stat(filePath)).size === 0) return undefined;
  let found: Awaited<ReturnType<typeof fileTypeFromFile>>;
  try {
    found = await fileTypeFromFile(filePath, { customDetectors: [detectCfbf, detectXml] });
  } catch {
    // @file-type/xml throws on malformed XML-like text; the text and SVG rules below decide then.
    try {
      found = await fileTypeFromFile(filePath, { customDetectors: [detectCfbf] });
    } catch {
      return undefined;
    }
  }
  const accepted = found && acceptedDetections[found.ext];
  if (accepted) return typeOf(accepted);
  if (found?.ext === 'cfb') return classifyCompoundFile(filePath);
  // Anything else file-type names precisely (executables, archives, XHTML, RSS, ...) is refused.
  if (found && found.ext !== 'svg' && found.ext !== 'xml') return undefined;

  const head = await textHead(filePath);
  if (head === undefined) return undefined;
  if (found?.ext === 'svg' || looksLikeSvg(head))
    return (await isWellFormedSvgFile(filePath)) ? typeOf('svg') : undefined;
  return typeOf('txt');
}
