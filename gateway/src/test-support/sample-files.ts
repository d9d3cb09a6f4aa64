// Small but structurally real sample files for upload tests: PNG, JPEG, WebP, PDF, OOXML zips, compound
// files (old Office), an executable header, text and SVG.
import { crc32, deflateRawSync, deflateSync } from 'node:zlib';
import { createPdf } from '../db/seed/files/pdf.ts';

const encoder = new TextEncoder();

/** Bytes backed by a plain ArrayBuffer, as Blob and fetch bodies want them. */
export type Bytes = Uint8Array<ArrayBuffer>;

function concat(parts: Uint8Array[]): Bytes {
  return new Uint8Array(Buffer.concat(parts));
}

function pngChunk(type: string, data: Uint8Array): Bytes {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.byteLength, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return concat([head, data, crc]);
}

/** A valid 1x1 RGBA PNG. */
export function samplePng(): Bytes {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header.set([8, 6, 0, 0, 0], 8); // 8 bits, RGBA, deflate, no filter, no interlace
  const pixels = deflateSync(Buffer.from([0, 0x1f, 0x6f, 0xb4, 0xff])); // filter byte + one pixel
  return concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', pixels),
    pngChunk('IEND', new Uint8Array()),
  ]);
}

/** A 1x1 lossless WebP (a RIFF container with one VP8L chunk). */
export function sampleWebp(): Bytes {
  // VP8L: signature 0x2f, 14-bit width-1 and height-1 (0), alpha, version; then a one-colour image.
  const image = Buffer.from([
    0x2f, 0x00, 0x00, 0x00, 0x10, 0x07, 0x10, 0x11, 0x11, 0x88, 0x88, 0xfe, 0x07, 0x00,
  ]);
  const chunk = Buffer.alloc(8);
  chunk.write('VP8L', 0, 'latin1');
  chunk.writeUInt32LE(image.byteLength, 4);
  const riff = Buffer.alloc(12);
  riff.write('RIFF', 0, 'latin1');
  riff.writeUInt32LE(4 + chunk.byteLength + image.byteLength, 4);
  riff.write('WEBP', 8, 'latin1');
  return concat([riff, chunk, image]);
}

/** A baseline 1x1 grey JPEG: JFIF header, quantisation and standard Huffman tables, one block. */
export function sampleJpeg(): Bytes {
  const hex = [
    'ffd8ffe000104a46494600010100000100010000',
    'ffdb004300',
    '08'.repeat(64),
    'ffc0000b080001000101011100',
    'ffc4001f0000010501010101010100000000000000000102030405060708090a0b',
    'ffc400b5100002010303020403050504040000017d01020300041105122131410613516107227114328191a108',
    '2342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a535455',
    '565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7',
    'a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4',
    'f5f6f7f8f9fa',
    'ffda0008010100003f00',
    '2b', // DC difference 0 and end-of-block
    'ffd9',
  ].join('');
  return new Uint8Array(Buffer.from(hex, 'hex'));
}

export function samplePdf(): Bytes {
  return new Uint8Array(
    createPdf({ title: 'Onderzoeksprotocol', paragraphs: ['Een korte testtekst.'] }),
  );
}

interface ZipEntry {
  name: string;
  content: string | Uint8Array;
  /** The uncompressed size the headers claim (by default the true one; bombs lie). */
  declaredSize?: number;
}

/** A zip archive with deflated entries, local headers and a central directory. */
export function zip(entries: ZipEntry[]): Bytes {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw =
      typeof entry.content === 'string' ? Buffer.from(entry.content, 'utf8') : entry.content;
    const data = deflateRawSync(raw, { level: 9 });
    const size = entry.declaredSize ?? raw.byteLength;
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0x00210000, 10); // 1980-01-01 00:00
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.byteLength, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.byteLength, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0x00210000, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.byteLength, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.byteLength + name.byteLength + data.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return concat([...locals, directory, end]);
}

const ooxmlParts = {
  docx: {
    part: 'word/document.xml',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    xml: '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Hallo</w:t></w:r></w:p></w:body></w:document>',
  },
  xlsx: {
    part: 'xl/workbook.xml',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    xml: '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheets/></workbook>',
  },
  pptx: {
    part: 'ppt/presentation.xml',
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
    xml: '<p:presentation xmlns:p="http://schemas.openxmlformats.org/presentationml/2006/main"/>',
  },
} as const;

/** A minimal Office Open XML package: content types, package relationships and the main part. */
export function sampleOoxml(kind: keyof typeof ooxmlParts, mainType?: string): Bytes {
  const { part, type, xml } = ooxmlParts[kind];
  const declaration = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
  return zip([
    {
      name: '[Content_Types].xml',
      content: `${declaration}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${part}" ContentType="${mainType ?? type}"/></Types>`,
    },
    {
      name: '_rels/.rels',
      content: `${declaration}<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${part}"/></Relationships>`,
    },
    { name: part, content: declaration + xml },
  ]);
}

/** Class ids (as stored: the first three groups little-endian) of the root storage. */
export const compoundClassIds = {
  doc: '00020906-0000-0000-c000-000000000046',
  xls: '00020820-0000-0000-c000-000000000046',
  ppt: '64818d10-4f9b-11cf-86ea-00aa00b929e8',
  msi: '000c1084-0000-0000-c000-000000000046',
} as const;

function classIdBytes(classId: string): Buffer {
  const hex = classId.replaceAll('-', '');
  const bytes = Buffer.from(hex, 'hex');
  const out = Buffer.alloc(16);
  out.writeUInt32LE(bytes.readUInt32BE(0), 0);
  out.writeUInt16LE(bytes.readUInt16BE(4), 4);
  out.writeUInt16LE(bytes.readUInt16BE(6), 6);
  bytes.copy(out, 8, 8);
  return out;
}

function directoryEntry(name: string, type: number, fields: Partial<Record<string, number>>) {
  const entry = Buffer.alloc(128);
  entry.write(name, 0, 'utf16le');
  entry.writeUInt16LE((name.length + 1) * 2, 64);
  entry.writeUInt8(type, 66);
  entry.writeUInt8(1, 67); // black
  entry.writeUInt32LE(0xffffffff, 68); // left sibling
  entry.writeUInt32LE(0xffffffff, 72); // right sibling
  entry.writeUInt32LE(fields.child ?? 0xffffffff, 76);
  entry.writeUInt32LE(fields.start ?? 0xfffffffe, 116);
  entry.writeUInt32LE(fields.size ?? 0, 120);
  return entry;
}

/**
 * A version-3 compound file (512-byte sectors): sector 0 holds the FAT, sector 1 the directory
 * (root storage + one stream), sectors 2-9 the 4 KiB stream. Without a class id the root is zero.
 */
export function sampleCompoundFile(stream: string, classId?: string): Bytes {
  const header = Buffer.alloc(512, 0);
  Buffer.from('d0cf11e0a1b11ae1', 'hex').copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.writeUInt32LE(1, 44); // one FAT sector
  header.writeUInt32LE(1, 48); // directory starts at sector 1
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeUInt32LE(0xfffffffe, 60); // no mini FAT
  header.writeUInt32LE(0xfffffffe, 68); // no DIFAT sectors
  header.writeUInt32LE(0, 76); // FAT sector 0
  for (let offset = 80; offset < 512; offset += 4) header.writeUInt32LE(0xffffffff, offset);

  const fat = Buffer.alloc(512, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // FAT sector
  fat.writeUInt32LE(0xfffffffe, 4); // directory: one sector
  for (let sector = 2; sector < 9; sector++) fat.writeUInt32LE(sector + 1, sector * 4);
  fat.writeUInt32LE(0xfffffffe, 36);

  const root = directoryEntry('Root Entry', 5, { child: 1 });
  if (classId) classIdBytes(classId).copy(root, 80);
  const directory = Buffer.concat([
    root,
    directoryEntry(stream, 2, { start: 2, size: 4096 }),
    Buffer.alloc(256),
  ]);
  const content = Buffer.alloc(4096, 0x20);
  return concat([header, fat, directory, content]);
}

/** The start of a Windows executable (MZ header, PE signature), whatever it is named. */
export function sampleExecutable(): Bytes {
  const bytes = Buffer.alloc(512, 0);
  bytes.write('MZ', 0, 'latin1');
  bytes.writeUInt32LE(0x80, 0x3c);
  bytes.write('This program cannot be run in DOS mode.', 0x4e, 'latin1');
  bytes.write('PE\0\0', 0x80, 'latin1');
  return new Uint8Array(bytes);
}

export const sampleSvg = (withDeclaration: boolean): Bytes =>
  encoder.encode(
    `${withDeclaration ? '<?xml version="1.0" encoding="UTF-8"?>\n' : ''}<svg xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 16 16"><circle cx="8" cy="8" r="7" fill="#1f6fb4"/></svg>\n`,
  );

/** An SVG carrying the classic script vectors next to a harmless drawing. */
export const maliciousSvg = `<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" onload="alert(1)" viewBox="0 0 10 10">
  <script type="text/javascript">alert(document.cookie)</script>
  <rect width="10" height="10" fill="#c00" onclick="alert(2)"/>
  <a xlink:href="javascript:alert(3)"><text x="1" y="8">klik</text></a>
  <foreignObject width="10" height="10"><body xmlns="http://www.w3.org/1999/xhtml"><img src="x" onerror="alert(4)"/></body></foreignObject>
  <animate attributeName="href" to="javascript:alert(5)"/>
  <image href="https://tracker.example/pixel.png" width="1" height="1"/>
</svg>
`;

export const sampleText = (text = 'Naam;Aantal\nAmsterdam UMC;12\nÉén ziekenhuis;3\n'): Bytes =>
  encoder.encode(text);
