// Decides an upload's type by its content (signatures, container structure, text rules), never by name.
import { detectCfbf } from '@file-type/cfbf';
import { detectXml, XmlTextDetector } from '@file-type/xml';
import { fileTypeFromBuffer } from 'file-type';

export interface DetectedFileType {
  mime: string;
  /** The canonical extension, also used for the storage key. */
  extension: AllowedExtension;
}

/** The spec's upload list (section 5): png, jpeg, svg, plain text, Word, PowerPoint, Excel, pdf. */
export const allowedFileTypes = {
  png: 'image/png',
  jpg: 'image/jpeg',
  svg: 'image/svg+xml',
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
  allowedFileTypes.pdf,
];

export const imageMimeTypes: readonly string[] = [
  allowedFileTypes.png,
  allowedFileTypes.jpg,
  allowedFileTypes.svg,
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

/**
 * Classifies a compound file (CFBF) by the names of its streams. Directory entries are 128-byte
 * records at 128-byte boundaries after the header sector; an entry names a stream (type 2) with a
 * UTF-16LE name and its byte length including the terminator.
 */
export function classifyCompoundFile(bytes: Uint8Array): DetectedFileType | undefined {
  if (bytes.byteLength < 1024) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const sectorShift = view.getUint16(30, true);
  if (sectorShift !== 9 && sectorShift !== 12) return undefined;
  const decoder = new TextDecoder('utf-16le');
  for (let offset = 1 << sectorShift; offset + 128 <= bytes.byteLength; offset += 128) {
    const nameLength = view.getUint16(offset + 64, true);
    if (bytes[offset + 66] !== 2 || nameLength < 4 || nameLength > 64 || nameLength % 2 !== 0)
      continue;
    const name = decoder.decode(bytes.subarray(offset, offset + nameLength - 2));
    const match = cfbfStreams.find(([stream]) => stream === name);
    if (match) return typeOf(match[1]);
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

// An SVG start: optional XML declaration, comments and doctype (with an internal subset), then <svg.
const svgStart =
  /^\s*(?:<\?xml[^?]*\?>\s*)?(?:(?:<!--[\s\S]*?-->|<!DOCTYPE[^[>]*(?:\[[\s\S]*?\])?\s*>)\s*)*<svg[\s/>]/i;

/** True for text that starts like an SVG document, well-formed or not. */
export function looksLikeSvg(text: string): boolean {
  return svgStart.test(text);
}

/** True for a well-formed XML document whose root is `svg` (in the SVG namespace, or none). */
export function isWellFormedSvg(text: string): boolean {
  const detector = new XmlTextDetector({ fullScan: true });
  try {
    detector.write(text);
    detector.close();
  } catch {
    return false;
  }
  return detector.fileType?.ext === 'svg' && detector.isValid();
}

/**
 * The allowed type of the bytes, or undefined when they are none of them. Binary formats come from
 * file-type (with the XML and compound-file detectors); SVG must parse as XML with an `svg` root;
 * plain text is valid UTF-8 without NUL bytes that no detector claimed.
 */
export async function detectFileType(bytes: Uint8Array): Promise<DetectedFileType | undefined> {
  if (bytes.byteLength === 0) return undefined;
  let found: Awaited<ReturnType<typeof fileTypeFromBuffer>>;
  try {
    found = await fileTypeFromBuffer(bytes, { customDetectors: [detectCfbf, detectXml] });
  } catch {
    // @file-type/xml throws on malformed XML-like text; the text and SVG rules below decide then.
    try {
      found = await fileTypeFromBuffer(bytes, { customDetectors: [detectCfbf] });
    } catch {
      return undefined;
    }
  }
  const accepted = found && acceptedDetections[found.ext];
  if (accepted) return typeOf(accepted);
  if (found?.ext === 'cfb') return classifyCompoundFile(bytes);
  // Anything else file-type names precisely (executables, archives, XHTML, RSS, ...) is refused.
  if (found && found.ext !== 'svg' && found.ext !== 'xml') return undefined;

  const text = decodeText(bytes);
  if (text === undefined) return undefined;
  if (found?.ext === 'svg' || looksLikeSvg(text))
    return isWellFormedSvg(text) ? typeOf('svg') : undefined;
  return typeOf('txt');
}
