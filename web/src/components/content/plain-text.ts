// The text of rich text for a card's short text, the same in the browser and in the gateway's page
// render (no DOM there). The text is sanitized on write (gateway/src/v1/shared/rich-text.ts,
// sanitize-html): well-formed tags, and in text and attributes only &amp; &lt; &gt; &quot; and
// character references, which is all this reads. As the DOM's textContent: tags and comments
// dropped without a space, then runs of white space made one space.

const named: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

function decodeReference(reference: string, name: string): string {
  if (name.startsWith('#')) {
    const code = /^#x/i.test(name) ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : reference;
  }
  return named[name.toLowerCase()] ?? reference;
}

export function plainText(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, decodeReference)
    .replace(/\s+/g, ' ')
    .trim();
}
