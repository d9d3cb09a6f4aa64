// @vitest-environment jsdom
// Rich text against a table of XSS vectors; every result is parsed by jsdom as a browser would.
import { describe, expect, it } from 'vitest';
import { richTextTags, sanitizeRichText } from './rich-text.ts';

const allowedAttributes: Record<string, string[]> = {
  a: ['href', 'rel', 'target'],
  td: ['colspan', 'rowspan'],
  th: ['colspan', 'rowspan'],
};

/** What a browser would build from the HTML, listed where it is not on the editor's allow list. */
function inspect(html: string): string[] {
  const problems: string[] = [];
  // Parse twice: markup that changes meaning when re-serialized (mutation XSS) shows up too.
  const first = new DOMParser().parseFromString(html, 'text/html').body.innerHTML;
  for (const markup of [html, first]) {
    const body = new DOMParser().parseFromString(markup, 'text/html').body;
    for (const element of Array.from(body.querySelectorAll('*'))) {
      const tag = element.localName;
      if (!richTextTags.includes(tag)) problems.push(`element ${tag}`);
      for (const attribute of Array.from(element.attributes)) {
        if (!(allowedAttributes[tag] ?? []).includes(attribute.name))
          problems.push(`${tag}[${attribute.name}]`);
      }
      if (tag === 'a') {
        const protocol = new URL(element.getAttribute('href') ?? '', 'relative:/').protocol;
        if (!['http:', 'https:', 'mailto:'].includes(protocol)) problems.push(`href ${protocol}`);
      }
    }
  }
  return problems;
}

const xssVectors: [string, string][] = [
  ['script', '<p>a</p><script>alert(1)</script>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['javascript: link', '<a href="javascript:alert(1)">x</a>'],
  ['mixed case', '<a href="JaVaScRiPt:alert(1)">x</a>'],
  ['leading spaces and controls', '<a href=" \u0001 javascript:alert(1)">x</a>'],
  ['tab and newline inside', '<a href="java\tscr\nipt:alert(1)">x</a>'],
  [
    'decimal entities',
    '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
  ],
  ['hex entities', '<a href="&#x6A;&#x61;&#x76;&#x61;script&#x3A;alert(1)">x</a>'],
  ['entities without semicolons', '<a href="&#106avascript&#58alert(1)">x</a>'],
  ['zero-padded entities', '<a href="&#0000106;avascript:alert(1)">x</a>'],
  ['named entities', '<a href="java&Tab;script&colon;alert(1)">x</a>'],
  ['entity tab', '<a href="jav&#x09;ascript:alert(1)">x</a>'],
  ['data: URL', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>'],
  ['vbscript:', '<a href="vbscript:msgbox(1)">x</a>'],
  ['protocol-relative', '<a href="//evil.example/">x</a>'],
  ['relative', '<a href="/cms/users">x</a>'],
  ['handler next to a good href', '<a href="https://ok.example" onmouseover="alert(1)">x</a>'],
  ['quote breakout in href', '<a href="https://ok.example/&quot;onmouseover=&quot;alert(1)">x</a>'],
  [
    'event handlers and styles',
    '<p onclick="alert(1)" style="background:url(javascript:alert(1))">x</p>',
  ],
  ['style element', '<style>@import "https://evil.example/x.css";</style><p>x</p>'],
  [
    'iframe',
    '<iframe src="javascript:alert(1)"></iframe><iframe srcdoc="<script>alert(1)</script>">',
  ],
  [
    'object and embed',
    '<object data="javascript:alert(1)"></object><embed src="javascript:alert(1)">',
  ],
  ['svg onload', '<svg onload=alert(1)><script>alert(2)</script></svg>'],
  ['svg style mXSS', '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">'],
  ['math mglyph mXSS', '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>'],
  [
    'form math mXSS',
    '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  ],
  ['noscript mXSS', '<noscript><p title="</noscript><img src=x onerror=alert(1)>">'],
  ['textarea', '<textarea><script>alert(1)</script></textarea>'],
  ['xmp', '<xmp><img src=x onerror=alert(1)></xmp>'],
  ['template', '<template><img src=x onerror=alert(1)></template>'],
  [
    'comment tricks',
    '<!--><img src=x onerror=alert(1)>--><!-- --!><img src=x onerror=alert(2)> -->',
  ],
  ['nested tags', '<scr<script>ipt>alert(1)</scr</script>ipt>'],
  ['double open', '<<script>script>alert(1)<</script>/script>'],
  ['unterminated tag', '<p>tekst<img src=x onerror=alert(1)//'],
  ['unterminated attribute', '<p>tekst<a href="javascript:alert(1)'],
  [
    'base and meta',
    '<base href="javascript:/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  ],
  ['details ontoggle', '<details open ontoggle=alert(1)><summary>x</summary></details>'],
  [
    'cell attributes',
    '<table><tr><td colspan="2;alert(1)" rowspan="3" style="x" onclick="y">a</td></tr></table>',
  ],
  ['deep nesting', `${'<blockquote>'.repeat(600)}<img src=x onerror=alert(1)>`],
];

describe('sanitizeRichText', () => {
  it.each(xssVectors)('neutralises %s', (_name, input) => {
    const output = sanitizeRichText(input) ?? '';
    expect(inspect(output)).toEqual([]);
    expect(output).not.toMatch(
      /<(script|img|iframe|svg|math|style|object|embed)|\son\w+\s*=|javascript:/i,
    );
    // Stable: sanitizing the result again changes nothing.
    expect(sanitizeRichText(output) ?? '').toBe(output);
  });

  it("keeps the editor's markup as it is", () => {
    const html =
      '<h1>Titel</h1><h2>Kop</h2><h3>Sub</h3><p><strong>Vet</strong> <b>ook</b> <em>schuin</em> <i>ook</i> ' +
      '<u>onder</u> <s>door</s><br />regel</p><blockquote><p>Citaat</p></blockquote>' +
      '<ul><li>een</li></ul><ol><li>twee</li></ol>' +
      '<table><thead><tr><th colspan="2">Kop</th></tr></thead><tbody><tr><td rowspan="2">1</td><td>2</td></tr></tbody></table>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it('opens web links in a new tab without an opener; mail links stay plain', () => {
    expect(
      sanitizeRichText(
        '<p><a href="https://zorgevaluatie.nl/x" target="_self" rel="opener">z</a></p>',
      ),
    ).toBe(
      '<p><a href="https://zorgevaluatie.nl/x" target="_blank" rel="noopener noreferrer">z</a></p>',
    );
    expect(sanitizeRichText('<p><a href="mailto:info@zorgevaluatie.nl">mail</a></p>')).toBe(
      '<p><a href="mailto:info@zorgevaluatie.nl">mail</a></p>',
    );
  });

  it('unwraps unknown tags and bad links but keeps their text', () => {
    expect(
      sanitizeRichText(
        '<div><h4>Kop 4</h4><span style="color:red">rood</span> <a href="javascript:x">klik</a></div>',
      ),
    ).toBe('Kop 4rood klik');
  });

  it('answers null for nothing or nothing visible', () => {
    expect(sanitizeRichText(null)).toBeNull();
    expect(sanitizeRichText(undefined)).toBeNull();
    expect(sanitizeRichText('')).toBeNull();
    expect(sanitizeRichText('<p></p>')).toBeNull();
    expect(sanitizeRichText('<p>&nbsp;</p><p><br></p>')).toBeNull();
    expect(sanitizeRichText('<script>alert(1)</script>')).toBeNull();
  });
});

describe('sanitizeRichText for the site’s own pages (sitePaths)', () => {
  const site = (html: string) => sanitizeRichText(html, { sitePaths: true }) ?? '';

  it.each(xssVectors)('still neutralises %s', (_name, input) => {
    const output = site(input);
    expect(output).not.toMatch(
      /<(script|img|iframe|svg|math|style|object|embed)|\son\w+\s*=|javascript:|href="\/\//i,
    );
    expect(site(output)).toBe(output);
  });

  it('keeps links to paths of this site, without a new tab', () => {
    expect(site('<p><a href="/contact" target="_blank">Contact</a></p>')).toBe(
      '<p><a href="/contact">Contact</a></p>',
    );
    expect(site('<p><a href="/evaluations?fase=inclusie#lijst">z</a></p>')).toBe(
      '<p><a href="/evaluations?fase=inclusie#lijst">z</a></p>',
    );
  });

  it('drops paths that leave the site: protocol-relative, backslashes, other origins', () => {
    for (const href of ['//evil.example/x', '/\\evil.example/x', '\\\\evil.example', 'contact'])
      expect(site(`<p><a href="${href}">x</a></p>`), href).toBe('<p>x</p>');
  });

  it('still drops site paths everywhere else', () => {
    expect(sanitizeRichText('<p><a href="/contact">Contact</a></p>')).toBe('<p>Contact</p>');
  });
});
