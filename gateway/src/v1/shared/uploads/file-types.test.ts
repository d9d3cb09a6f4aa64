// Type detection by content: every allowed type from real samples, and what must be refused. The
// detection reads an upload's temporary file, so each sample is written to one first.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  compoundClassIds,
  maliciousSvg,
  sampleCompoundFile,
  sampleExecutable,
  sampleJpeg,
  sampleOoxml,
  samplePdf,
  samplePng,
  sampleSvg,
  sampleText,
  zip,
} from '../../../test-support/sample-files.ts';
import {
  detectFileType as detectFileTypeOfFile,
  isWellFormedSvg,
  looksLikeSvg,
} from './file-types.ts';

const text = (value: string) => new TextEncoder().encode(value);

let folder: string;
beforeAll(async () => {
  folder = await fs.mkdtemp(path.join(os.tmpdir(), 'zv-file-types-'));
});
afterAll(() => fs.rm(folder, { recursive: true, force: true }));

async function detectFileType(bytes: Uint8Array) {
  const filePath = path.join(folder, randomUUID());
  await fs.writeFile(filePath, bytes);
  return detectFileTypeOfFile(filePath);
}

/** Larger than one read of a file stream (64 KiB), so the checks must carry over between chunks. */
const MANY_CHUNKS = 200 * 1024;

describe('detectFileType', () => {
  it.each([
    ['png', samplePng(), 'image/png'],
    ['jpg', sampleJpeg(), 'image/jpeg'],
    ['pdf', samplePdf(), 'application/pdf'],
    [
      'docx',
      sampleOoxml('docx'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
    [
      'xlsx',
      sampleOoxml('xlsx'),
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ],
    [
      'pptx',
      sampleOoxml('pptx'),
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    ],
    ['doc', sampleCompoundFile('WordDocument', compoundClassIds.doc), 'application/msword'],
    ['xls', sampleCompoundFile('Workbook', compoundClassIds.xls), 'application/vnd.ms-excel'],
    [
      'ppt',
      sampleCompoundFile('PowerPoint Document', compoundClassIds.ppt),
      'application/vnd.ms-powerpoint',
    ],
    ['svg', sampleSvg(true), 'image/svg+xml'],
    ['svg', sampleSvg(false), 'image/svg+xml'],
    ['svg', text('\n  <!-- logo --><svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
    ['svg', text('<svg><rect width="1" height="1"/></svg>'), 'image/svg+xml'],
    ['txt', sampleText(), 'text/plain'],
    ['txt', text('\ufeffBOM en tekst'), 'text/plain'],
    ['txt', text('<b>vet</b> is geen SVG'), 'text/plain'],
  ])('recognises %s', async (extension, bytes, mime) => {
    expect(await detectFileType(bytes)).toEqual({ extension, mime });
  });

  it('classifies old Office files without a class id by their stream names', async () => {
    expect(await detectFileType(sampleCompoundFile('Workbook'))).toMatchObject({
      extension: 'xls',
    });
    expect(await detectFileType(sampleCompoundFile('WordDocument'))).toMatchObject({
      extension: 'doc',
    });
  });

  it.each([
    ['an executable', sampleExecutable()],
    ['an installer (compound file)', sampleCompoundFile('x', compoundClassIds.msi)],
    ['an unknown compound file', sampleCompoundFile('Contents')],
    [
      'a macro-enabled Word file',
      sampleOoxml('docx', 'application/vnd.ms-word.document.macroEnabled.main+xml'),
    ],
    ['a plain zip', zip([{ name: 'a.txt', content: 'x' }])],
    ['a GIF (not on the spec list)', text('GIF89a\u0001\u0000\u0001\u0000')],
    ['XHTML', text('<html xmlns="http://www.w3.org/1999/xhtml"><body/></html>')],
    ['text with a NUL byte', text('tekst\u0000meer')],
    ['invalid UTF-8', new Uint8Array([0x48, 0x61, 0xe9, 0x20, 0x6c, 0x6f])],
    ['UTF-16 text', new Uint8Array(Buffer.from('\ufeffhallo', 'utf16le'))],
    ['an SVG that is not well-formed', text('<svg xmlns="http://www.w3.org/2000/svg"><g></svg>')],
    [
      'an SVG with entity declarations',
      text(
        '<!DOCTYPE svg [<!ENTITY a "aaaaaaaa"><!ENTITY b "&a;&a;&a;">]><svg xmlns="http://www.w3.org/2000/svg"><text>&b;</text></svg>',
      ),
    ],
    ['an SVG in a foreign namespace', text('<svg xmlns="http://example.org/x"><g/></svg>')],
    ['an empty file', new Uint8Array()],
  ])('refuses %s', async (_name, bytes) => {
    expect(await detectFileType(bytes)).toBeUndefined();
  });

  it('accepts the malicious SVG sample as SVG (it is sanitized on write, not refused)', async () => {
    expect(await detectFileType(text(maliciousSvg))).toMatchObject({ extension: 'svg' });
  });
});

describe('detectFileType on files of many chunks', () => {
  it('accepts text whose multi-byte characters straddle the chunks', async () => {
    // 'é' is two bytes: after one ASCII byte, every 64 KiB boundary falls inside one.
    expect(await detectFileType(text(`a${'é'.repeat(MANY_CHUNKS / 2)}`))).toEqual({
      extension: 'txt',
      mime: 'text/plain',
    });
  });

  it('refuses text with invalid UTF-8 or a NUL byte far past its start', async () => {
    const long = Buffer.alloc(MANY_CHUNKS, 'x');
    expect(await detectFileType(Buffer.concat([long, Buffer.from([0xe9, 0x20])]))).toBeUndefined();
    expect(await detectFileType(Buffer.concat([long, Buffer.from([0])]))).toBeUndefined();
  });

  it('checks an SVG whole: one that breaks far past its start is refused', async () => {
    const drawing = `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(MANY_CHUNKS / 4)}`;
    expect(await detectFileType(text(`${drawing}</svg>`))).toMatchObject({ extension: 'svg' });
    expect(await detectFileType(text(`${drawing}<g></svg>`))).toBeUndefined();
  });

  it('finds an old Office stream name in a directory entry past the first chunk', async () => {
    const file = Buffer.from(sampleCompoundFile('Workbook'));
    // Unknown entries first, so the named one lies beyond the first 64 KiB read.
    const directoryStart = 1024;
    const filler = Buffer.alloc(MANY_CHUNKS);
    const moved = Buffer.concat([
      file.subarray(0, directoryStart),
      filler,
      file.subarray(directoryStart),
    ]);
    expect(await detectFileType(moved)).toMatchObject({ extension: 'xls' });
  });
});

describe('SVG text rules', () => {
  it('sees an SVG start after a declaration, comments and a doctype', () => {
    expect(looksLikeSvg('<?xml version="1.0"?>\n<!-- x -->\n<!DOCTYPE svg>\n<svg>')).toBe(true);
    expect(looksLikeSvg('<!DOCTYPE svg [<!ENTITY x "y">]><svg/>')).toBe(true);
    expect(looksLikeSvg('Een notitie over <svg> tags')).toBe(false);
  });

  it('needs well-formed XML with one svg root', () => {
    expect(isWellFormedSvg('<svg xmlns="http://www.w3.org/2000/svg"/>')).toBe(true);
    expect(isWellFormedSvg('<svg xmlns="http://www.w3.org/2000/svg"/>trailing text')).toBe(false);
    expect(isWellFormedSvg('<svg><a xlink:href="#x"/></svg>')).toBe(false); // unbound prefix
  });
});
