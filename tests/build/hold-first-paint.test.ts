// The prerendered documents' render-blocking step: the head names an element that comes after the
// whole prerendered markup, so Chromium paints no frame of a half-parsed page.
import { describe, expect, it } from 'vitest';
import { holdFirstPaintUntilParsed, PRERENDERED_END_ID } from '../../scripts/hold-first-paint.ts';

const template =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div><script src="/a.js"></script></body></html>';

describe('holdFirstPaintUntilParsed', () => {
  it('blocks rendering in the head until the element after #root is parsed', () => {
    const html = holdFirstPaintUntilParsed(template);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<link rel="expect" href="#${PRERENDERED_END_ID}" blocking="render" />`);
    // The target follows #root's end tag: everything the page prerenders inside #root comes first.
    expect(html).toContain(`<div id="root"></div><template id="${PRERENDERED_END_ID}"></template>`);
    expect(html.match(new RegExp(`id="${PRERENDERED_END_ID}"`, 'g'))).toHaveLength(1);
  });

  it('refuses a template it cannot mark', () => {
    expect(() =>
      holdFirstPaintUntilParsed('<html><body><div id="root"></div></body></html>'),
    ).toThrow(/<\/head>/);
    expect(() => holdFirstPaintUntilParsed('<html><head></head><body></body></html>')).toThrow(
      /empty/,
    );
  });
});
