// Which files the widget takes (spec section 5) and which get an image preview.

/** The spec's default: png, jpeg, svg, plain text, Word, PowerPoint, Excel and pdf. */
export const DEFAULT_ACCEPT: readonly string[] = [
  '.png',
  '.jpg',
  '.jpeg',
  '.svg',
  '.txt',
  '.doc',
  '.docx',
  '.ppt',
  '.pptx',
  '.xls',
  '.xlsx',
  '.pdf',
  'image/png',
  'image/jpeg',
  'image/svg+xml',
  'text/plain',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/pdf',
];

/** Images a record shows (logo, banner, avatar, a post's image): png, jpeg, gif and svg. */
export const IMAGE_ACCEPT: readonly string[] = [
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.svg',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/svg+xml',
];

/** Extensions that get an image preview (spec section 5). */
const PREVIEW_EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'svg', 'gif', 'bmp']);

const isMimeType = (entry: string) => entry.includes('/');

/** "png" and ".PNG" both become ".png"; MIME types stay as they are (lower case). */
function normalise(entry: string): string {
  const value = entry.trim().toLowerCase();
  return isMimeType(value) || value.startsWith('.') ? value : `.${value}`;
}

export function extensionOf(name: string): string {
  return /\.([a-z0-9]+)$/i.exec(name)?.[1]?.toLowerCase() ?? '';
}

/** Whether a file fits the list: by its name's extension or by its MIME type (`image/*` too). */
export function isAccepted(
  file: { name: string; type: string },
  accept: readonly string[],
): boolean {
  const extension = `.${extensionOf(file.name)}`;
  const type = file.type.toLowerCase();
  return accept.map(normalise).some((entry) => {
    if (!isMimeType(entry)) return entry === extension;
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return entry === type;
  });
}

/** The file input's `accept` attribute for the same list. */
export function acceptAttribute(accept: readonly string[]): string {
  return accept.map(normalise).join(',');
}

/** Whether a file with this name (or MIME type) gets an image preview. */
export function hasImagePreview(name: string, mimeType = ''): boolean {
  if (PREVIEW_EXTENSIONS.has(extensionOf(name))) return true;
  const subtype = /^image\/([a-z]+)/.exec(mimeType.toLowerCase())?.[1];
  return subtype !== undefined && PREVIEW_EXTENSIONS.has(subtype);
}
