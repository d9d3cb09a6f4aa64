// The text of (server-sanitized) rich text, for a card's short text.
export function plainText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return (body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
