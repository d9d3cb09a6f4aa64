// Safe file names: the stored name of an upload and the Content-Disposition header of a download.
import { type AllowedExtension, nameExtensions } from './file-types.ts';

const MAX_NAME_LENGTH = 255;

/** Control characters, bidirectional overrides (they disguise extensions) and byte order marks. */
function isInvisible(code: number): boolean {
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069) ||
    code === 0xfeff
  );
}

/**
 * The name to store and offer for download: no directory parts, no control or bidi characters, at
 * most 255 characters, and an extension that fits the detected type (else the canonical one is
 * appended, so `report.html` holding plain text becomes `report.html.txt`).
 */
export function safeFileName(raw: string | undefined, extension: AllowedExtension): string {
  const base = (raw ?? '').normalize('NFC').split(/[/\\]/).pop() ?? '';
  let name = Array.from(base)
    .filter((char) => !isInvisible(char.codePointAt(0) ?? 0))
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  if (name === '') name = 'bestand';
  const dot = name.lastIndexOf('.');
  const given = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (!nameExtensions[extension].includes(given)) name = `${name}.${extension}`;

  const chars = Array.from(name);
  if (chars.length <= MAX_NAME_LENGTH) return name;
  const suffix = Array.from(name.slice(name.lastIndexOf('.')));
  return chars.slice(0, MAX_NAME_LENGTH - suffix.length).join('') + suffix.join('');
}

/** RFC 5987 percent-encoding (attr-char only). */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** An ASCII stand-in for old clients: accents dropped, anything else unsafe in quotes replaced. */
function asciiFallback(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\%;]/g, '_');
}

export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  return `${kind}; filename="${asciiFallback(name)}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
