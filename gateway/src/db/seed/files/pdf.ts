// A tiny one-page PDF writer (standard Helvetica, WinAnsi text) for the demo documents.

export interface PdfContent {
  title: string;
  /** Short lines under the title, e.g. owner and document type. */
  subtitle?: string[];
  /** Body paragraphs; wrapped to the page width. */
  paragraphs?: string[];
}

const pageWidth = 595;
const pageHeight = 842;
const margin = 56;

// WinAnsiEncoding equals Latin-1 for 0x20-0x7E and 0xA0-0xFF; these are the extra typographic marks.
const winAnsiExtras: Record<string, number> = {
  '€': 0x80,
  '…': 0x85,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
};

/** Encodes text as a WinAnsi PDF literal string (a latin1 JS string holding the bytes). */
function literal(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    let byte: number;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) byte = code;
    else byte = winAnsiExtras[char] ?? 0x3f;
    const encoded = String.fromCharCode(byte);
    out += encoded === '(' || encoded === ')' || encoded === '\\' ? `\\${encoded}` : encoded;
  }
  return `(${out})`;
}

/** A UTF-16BE hex string with byte-order mark, for document metadata. */
function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index++) {
    hex += text.charCodeAt(index).toString(16).padStart(4, '0').toUpperCase();
  }
  return `<${hex}>`;
}

export function wrapText(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

function contentStream(content: PdfContent): string {
  const ops: string[] = [];
  let y = pageHeight - margin - 18;
  // A green rule in the brand colour above the title.
  ops.push('0.275 0.580 0.290 RG 3 w', `${margin} ${y + 30} m ${pageWidth - margin} ${y + 30} l S`);
  ops.push('0 0 0 rg');
  for (const line of wrapText(content.title, 48)) {
    ops.push(`BT /F1 18 Tf ${margin} ${y} Td ${literal(line)} Tj ET`);
    y -= 24;
  }
  y -= 4;
  for (const line of (content.subtitle ?? []).flatMap((text) => wrapText(text, 100))) {
    ops.push(`BT /F2 10 Tf 0.35 0.35 0.35 rg ${margin} ${y} Td ${literal(line)} Tj ET`);
    y -= 14;
  }
  y -= 10;
  for (const paragraph of content.paragraphs ?? []) {
    for (const line of wrapText(paragraph, 90)) {
      if (y < margin) break;
      ops.push(`BT /F2 11 Tf 0 0 0 rg ${margin} ${y} Td ${literal(line)} Tj ET`);
      y -= 15;
    }
    y -= 8;
  }
  return ops.join('\n');
}

/** Builds a valid single-page PDF 1.4 file with a correct cross-reference table. */
export function createPdf(content: PdfContent): Uint8Array {
  const stream = contentStream(content);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pageWidth} ${pageHeight}] ` +
      '/Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    `<< /Title ${utf16Hex(content.title)} /Producer (Zorgevaluatie Nederland) >>`,
  ];
  // Every character below is one byte (latin1), so string length equals byte offset.
  let body = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefOffset = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  body += `startxref\n${xrefOffset}\n%%EOF\n`;
  return new Uint8Array(Buffer.from(body, 'latin1'));
}
