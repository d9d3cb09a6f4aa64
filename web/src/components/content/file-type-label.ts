// The file type people know, for document lists of every detail page.

/** "PDF" from the file name's extension, else the media type's subtype in capitals. */
export function fileTypeLabel(name: string, mimeType: string): string {
  const extension = /\.([a-z0-9]{1,5})$/i.exec(name)?.[1];
  if (extension) return extension.toUpperCase();
  return (mimeType.split('/')[1] ?? mimeType).toUpperCase();
}
