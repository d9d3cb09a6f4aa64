// @vitest-environment jsdom
// SVG sanitizing against real XSS vectors; every result is re-parsed as XML by jsdom and inspected.
import { describe, expect, it } from 'vitest';
import { maliciousSvg } from '../../../test-support/sample-files.ts';
import { isWellFormedSvg } from './file-types.ts';
import { allowedSvgElements, sanitizeSvg } from './svg-sanitizer.ts';

const SVG = 'http://www.w3.org/2000/svg';
const open = `<svg xmlns="${SVG}" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10">`;
const wrap = (body: string) => `${open}${body}</svg>`;

/** Parses the output as a browser would (image/svg+xml) and lists what could run or fetch. */
function inspect(svg: string): string[] {
  const document = new DOMParser().parseFromString(svg, 'image/svg+xml');
  if (document.getElementsByTagName('parsererror').length > 0) return ['not well-formed'];
  const problems: string[] = [];
  const root = document.documentElement;
  if (root.localName !== 'svg' || root.namespaceURI !== SVG) problems.push('root is not svg');
  for (const element of Array.from(document.getElementsByTagName('*'))) {
    if (element.namespaceURI !== SVG) problems.push(`namespace ${element.namespaceURI}`);
    if (!allowedSvgElements.includes(element.localName))
      problems.push(`element ${element.localName}`);
    for (const attribute of Array.from(element.attributes)) {
      const name = attribute.name.toLowerCase();
      const value = attribute.value;
      if (name.startsWith('on')) problems.push(`handler ${name}`);
      if (
        (name === 'href' || name === 'xlink:href') &&
        !/^#[\w.:-]+$/.test(value) &&
        !/^data:image\/(png|jpeg|gif|webp);base64,/i.test(value)
      )
        problems.push(`${name}=${value}`);
      if (/url\s*\(\s*(?!['"]?#)/i.test(value)) problems.push(`external url in ${name}`);
      if (/javascript:|vbscript:|data:text/i.test(value)) problems.push(`script url in ${name}`);
    }
  }
  return problems;
}

const vectors: [string, string][] = [
  ['script element', wrap('<script>alert(1)</script>')],
  ['script with CDATA', wrap('<script><![CDATA[alert(1)]]></script>')],
  ['external script', wrap('<script xlink:href="https://evil.example/x.js"/>')],
  ['onload on the root', `<svg xmlns="${SVG}" onload="alert(1)"><rect/></svg>`],
  ['event handlers on shapes', wrap('<rect onclick="alert(1)" onmouseover="alert(2)"/>')],
  ['mixed-case handler', wrap('<rect onClick="alert(1)"/>')],
  ['link to javascript:', wrap('<a xlink:href="javascript:alert(1)"><text>x</text></a>')],
  ['link with entities', wrap('<a href="&#106;avascript:alert(1)"><rect/></a>')],
  [
    'foreignObject with HTML',
    wrap(
      '<foreignObject><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="alert(1)"/></foreignObject>',
    ),
  ],
  [
    'animate to javascript:',
    wrap('<a><animate attributeName="href" to="javascript:alert(1)"/></a>'),
  ],
  ['set of a handler', wrap('<set attributeName="onmouseover" to="alert(1)"/>')],
  ['use of an external file', wrap('<use href="https://evil.example/sprite.svg#icon"/>')],
  ['use of an SVG data URL', wrap('<use href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=#x"/>')],
  ['image from elsewhere', wrap('<image href="https://tracker.example/p.png"/>')],
  ['image as SVG data', wrap('<image href="data:image/svg+xml,&lt;svg onload=alert(1)&gt;"/>')],
  ['image as HTML data', wrap('<image xlink:href="data:text/html;base64,PHNjcmlwdD4="/>')],
  ['feImage', wrap('<filter id="f"><feImage href="https://evil.example/x.png"/></filter>')],
  ['style element with import', wrap('<style>@import url(https://evil.example/x.css);</style>')],
  ['style attribute with external url', wrap('<rect style="fill:url(https://evil.example/x)"/>')],
  ['fill with external url', wrap('<rect fill="url(https://evil.example/g.svg#g)"/>')],
  ['CSS escape spelling url', wrap('<rect style="fill:u\\72l(https://evil.example)"/>')],
  ['iframe', wrap('<iframe src="javascript:alert(1)"/>')],
  ['prefixed script', `<svg xmlns="${SVG}" xmlns:s="${SVG}"><s:script>alert(1)</s:script></svg>`],
  [
    'HTML script in the XHTML namespace',
    wrap('<h:script xmlns:h="http://www.w3.org/1999/xhtml">alert(1)</h:script>'),
  ],
  [
    'default namespace switch',
    wrap('<g xmlns="http://www.w3.org/1999/xhtml"><script>alert(1)</script></g>'),
  ],
  ['handler element (SVG Tiny)', wrap('<handler type="application/ecmascript">alert(1)</handler>')],
  [
    'metadata with RDF',
    wrap(
      '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">x</rdf:RDF></metadata>',
    ),
  ],
  ['markup in CDATA text', wrap('<text><![CDATA[<script>alert(1)</script>]]></text>')],
  ['xml:base', wrap('<g xml:base="javascript:alert(1)//"><rect/></g>')],
];

describe('sanitizeSvg', () => {
  it.each(vectors)('neutralises %s', (_name, input) => {
    expect(isWellFormedSvg(input)).toBe(true); // the vectors are valid uploads
    const output = sanitizeSvg(input);
    expect(output).toBeDefined();
    expect(inspect(output ?? '')).toEqual([]);
    expect(output).not.toMatch(/<script|alert\(1\)<\/|onload|onclick|javascript:/i);
  });

  it('keeps the drawing: shapes, gradients, text, fragment references and raster images', () => {
    const input = wrap(
      '<defs><linearGradient id="g"><stop offset="0" stop-color="#1f6fb4"/></linearGradient></defs>' +
        '<rect id="r" width="10" height="10" fill="url(#g)" style="stroke:#000;stroke-width:2"/>' +
        '<use xlink:href="#r" x="1"/><text x="1" y="8" font-family="Arial">Zorg &amp; co</text>' +
        '<image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>' +
        '<a href="https://example.org"><circle r="1"/></a>',
    );
    const output = sanitizeSvg(input) ?? '';
    expect(inspect(output)).toEqual([]);
    expect(output).toContain(
      '<linearGradient id="g"><stop offset="0" stop-color="#1f6fb4"></stop>',
    );
    expect(output).toContain('fill="url(#g)"');
    expect(output).toContain('style="stroke:#000;stroke-width:2"');
    expect(output).toContain('<use xlink:href="#r" x="1"></use>');
    expect(output).toContain('Zorg &amp; co');
    expect(output).toContain('href="data:image/png;base64,iVBORw0KGgo="');
    expect(output).toContain('<circle r="1"></circle>'); // the link is unwrapped
    expect(output).not.toContain('<a');
  });

  it('gives an SVG without a namespace the SVG namespace, so it renders', () => {
    const output = sanitizeSvg('<svg width="4"><rect width="4" height="4"/></svg>') ?? '';
    expect(output.startsWith(`<svg width="4" xmlns="${SVG}"`)).toBe(true);
    expect(inspect(output)).toEqual([]);
  });

  it('cleans the malicious upload sample', () => {
    const output = sanitizeSvg(maliciousSvg) ?? '';
    expect(inspect(output)).toEqual([]);
    expect(output).toContain('<rect width="10" height="10" fill="#c00"></rect>');
    expect(output).toContain('klik');
  });

  it('refuses a document whose root is not a plain svg element', () => {
    expect(sanitizeSvg(`<s:svg xmlns:s="${SVG}"><s:rect/></s:svg>`)).toBeUndefined();
  });
});
