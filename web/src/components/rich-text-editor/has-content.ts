// Whether rich text shows anything (text or an image), not just empty tags.

/** True when rich text holds something a reader sees (text or an image), not just empty tags. */
export function hasContent(content: string | null | undefined): boolean {
  if (!content) return false;
  if (/<(img|iframe|video)\b/i.test(content)) return true;
  const text = content
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;|&#160;/g, ' ')
    .trim();
  return text.length > 0;
}
