// Rich text (posts, sections, descriptions) sanitized on write to the editor's allow list.
import sanitizeHtml from 'sanitize-html';

/** What the editor produces: headings 1-3, paragraphs, marks, quotes, lists, tables and links. */
export const richTextTags = [
  'h1',
  'h2',
  'h3',
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'a',
];

/** Dropped together with everything inside them (other unknown tags are unwrapped, text kept). */
const droppedWithContent = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'xmp',
  'noscript',
  'noembed',
  'noframes',
  'iframe',
  'frameset',
  'object',
  'embed',
  'template',
  'title',
  'head',
  'svg',
  'math',
  'plaintext',
];

/** Stands for the site's own origin while a path is read (a name no real host can have). */
const SITE = 'https://site.invalid';

/**
 * A path of this site (`/contact`, `/evaluations?x=1#y`) as the browser will read it, or undefined.
 * `//host` and `/\\host` would leave the site, so only a single slash followed by anything else counts.
 */
function sitePath(raw: string): string | undefined {
  if (!/^\/(?![/\\])/.test(raw)) return undefined;
  try {
    const url = new URL(raw, SITE);
    return url.origin === SITE ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/** An absolute http(s) or mailto URL as the browser will read it; anything else is no link. */
function safeLink(
  raw: string | undefined,
  allowSitePaths: boolean,
): { href: string; external: boolean } | undefined {
  if (!raw) return undefined;
  const path = allowSitePaths ? sitePath(raw.trim()) : undefined;
  if (path) return { href: path, external: false };
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return undefined; // relative or malformed
  }
  if (url.protocol === 'http:' || url.protocol === 'https:')
    return { href: url.href, external: true };
  if (url.protocol === 'mailto:') return { href: url.href, external: false };
  return undefined;
}

/** colspan/rowspan: a whole number from 1 to 999. */
function cellAttributes(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const clean: sanitizeHtml.Attributes = {};
  for (const name of ['colspan', 'rowspan']) {
    const value = attribs[name]?.trim();
    if (value && /^[1-9]\d{0,2}$/.test(value)) clean[name] = value;
  }
  return clean;
}

const cell: sanitizeHtml.Transformer = (tagName, attribs) => ({
  tagName,
  attribs: cellAttributes(attribs),
});

// A link without an acceptable address keeps its text only (see exclusiveFilter). Renaming it to a
// disallowed tag instead would trip sanitize-html's rename bookkeeping.
const linkTag =
  (allowSitePaths: boolean): sanitizeHtml.Transformer =>
  (tagName, attribs) => {
    const link = safeLink(attribs.href, allowSitePaths);
    const clean: sanitizeHtml.Attributes = {};
    if (link) clean.href = link.href;
    if (link?.external) {
      clean.target = '_blank';
      clean.rel = 'noopener noreferrer';
    }
    return { tagName, attribs: clean };
  };

const optionsFor = (allowSitePaths: boolean): sanitizeHtml.IOptions => ({
  allowedTags: richTextTags,
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  // The library's own scheme check runs after ours, as a second line.
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: droppedWithContent,
  selfClosing: ['br'],
  parseStyleAttributes: false,
  // Deeper markup is unwrapped: browsers flatten very deep trees differently (a mutation-XSS source).
  nestingLimit: 40,
  transformTags: {
    a: linkTag(allowSitePaths),
    td: cell,
    th: cell,
  },
  exclusiveFilter: (frame) => (frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false),
});

const options = optionsFor(false);
/** The site's own texts (its information pages) may also link to the site's paths. */
const siteOptions = optionsFor(true);

/** Text a reader would see: the markup without tags and entities, whitespace trimmed. */
function hasVisibleText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;|&#xa0;/gi, ' ')
      .trim() !== ''
  );
}

/**
 * The sanitized HTML, or null when no visible text is left (an empty editor sends `<p></p>`):
 * "no content" is stored as NULL, never as an empty string or empty markup. With `sitePaths`
 * (the site's own pages, written by admins) a link may also be a path of this site (`/contact`).
 */
export function sanitizeRichText(
  html: string | null | undefined,
  { sitePaths = false }: { sitePaths?: boolean } = {},
): string | null {
  if (html === null || html === undefined) return null;
  const clean = sanitizeHtml(html, sitePaths ? siteOptions : options).trim();
  return hasVisibleText(clean) ? clean : null;
}
