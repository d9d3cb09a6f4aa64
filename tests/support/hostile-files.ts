// Hostile uploads: polyglots, scripted SVG, zip bombs dressed as Word documents.
import { crc32, deflateRawSync } from 'node:zlib';
import type { Bytes } from '../../gateway/src/v1/files/testing/sample-files.ts';

const text = (value: string): Bytes => new Uint8Array(Buffer.from(value, 'utf8'));

/** Valid as a GIF header and as JavaScript (`GIF89a=...`): the classic image/script polyglot. */
export const gifScriptPolyglot = (): Bytes =>
  new Uint8Array(
    Buffer.concat([
      Buffer.from('GIF89a/*\u0001\u0000\u0001\u0000\u0000\u0000\u0000*/=1;', 'latin1'),
      Buffer.from("fetch('http://canary.invalid/gif');", 'latin1'),
      Buffer.from([0x3b]),
    ]),
  );

/** A PDF header with an HTML page behind it: a viewer sees a PDF, a sniffing browser a page. */
export const pdfHtmlPolyglot = (): Bytes =>
  text(
    "%PDF-1.4\n%\u00e2\u00e3\n<html><body><script>fetch('http://canary.invalid/pdf')</script></body></html>\n%%EOF\n",
  );

/** Plain text that is an HTML page with a script. */
export const htmlAsText = (): Bytes =>
  text("<!doctype html><html><script>fetch('http://canary.invalid/txt')</script></html>\n");

/** An SVG with a script, an event handler, external references and a foreignObject. */
export const scriptedSvg = (): Bytes =>
  text(`<?xml version="1.0"?>
<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10" onload="fetch('http://canary.invalid/onload')">
  <script>fetch('http://canary.invalid/script')</script>
  <image xlink:href="http://canary.invalid/image.png" width="5" height="5"/>
  <use href="http://canary.invalid/sprite.svg#a"/>
  <a xlink:href="javascript:fetch('http://canary.invalid/link')"><rect width="5" height="5"/></a>
  <foreignObject width="5" height="5"><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="http://canary.invalid/frame"></iframe></body></foreignObject>
  <circle cx="5" cy="5" r="4" fill="teal"/>
</svg>`);

interface RawEntry {
  name: string;
  data: Buffer;
  /** The uncompressed size the headers claim (by default the true one). */
  declaredSize?: number;
}

/** A zip with deflated entries whose headers may lie about their uncompressed size. */
export function rawZip(entries: RawEntry[]): Bytes {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const packed = deflateRawSync(entry.data, { level: 9 });
    const size = entry.declaredSize ?? entry.data.byteLength;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(0x00210000, 10);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.byteLength, 18);
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
    central.writeUInt32LE(packed.byteLength, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.byteLength, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.byteLength + name.byteLength + packed.byteLength;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.byteLength, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directory, end]));
}

const contentTypes = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
);
const packageRels = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
);

/**
 * A Word document whose body is `megabytes` of zeros: tens of kilobytes on the wire. `lying` makes
 * its headers claim a 1 kB body, as bombs do to pass checks that read only the directory.
 */
export function docxBomb(megabytes: number, lying = false): Bytes {
  return rawZip([
    { name: '[Content_Types].xml', data: contentTypes },
    { name: '_rels/.rels', data: packageRels },
    {
      name: 'word/document.xml',
      data: Buffer.alloc(megabytes * 1024 * 1024),
      ...(lying ? { declaredSize: 1024 } : {}),
    },
  ]);
}

/** A zip that file-type calls a Word document ([Content_Types].xml first) but that has no body. */
export const hollowDocx = (): Bytes =>
  rawZip([
    { name: '[Content_Types].xml', data: contentTypes },
    { name: 'notes.txt', data: Buffer.from('no Office package here') },
  ]);
