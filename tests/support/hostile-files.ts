// Hostile uploads: polyglots, scripted SVG, zip bombs dressed as Word documents.
import { type Bytes, zip } from '../../gateway/src/test-support/sample-files.ts';

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
  return zip([
    { name: '[Content_Types].xml', content: contentTypes },
    { name: '_rels/.rels', content: packageRels },
    {
      name: 'word/document.xml',
      content: Buffer.alloc(megabytes * 1024 * 1024),
      ...(lying ? { declaredSize: 1024 } : {}),
    },
  ]);
}

/** A zip that file-type calls a Word document ([Content_Types].xml first) but that has no body. */
export const hollowDocx = (): Bytes =>
  zip([
    { name: '[Content_Types].xml', content: contentTypes },
    { name: 'notes.txt', content: Buffer.from('no Office package here') },
  ]);
