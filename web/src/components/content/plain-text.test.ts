// plainText reads sanitized rich text as the DOM's textContent does (compared with jsdom's
// DOMParser), without a DOM: the gateway renders the cards in Node.
import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text.ts';

const domText = (html: string) =>
  (new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '')
    .replace(/\s+/g, ' ')
    .trim();

const samples = [
  '<p>De <strong>NVvH</strong> bundelt chirurgen.</p>',
  '<h2>Doel</h2><p>Eerste alinea.</p><p>Tweede\n  alinea.</p>',
  '<p>Kosten &amp; baten &lt;2026&gt; &quot;gepast&quot; &#39;zorg&#39; &#x2013; klaar</p>',
  '<p>Vaste\u00a0spatie en&nbsp;nog een</p>',
  '<ul><li>een</li><li>twee</li></ul><table><tbody><tr><td>a</td><td>b</td></tr></tbody></table>',
  '<p><a href="https://example.org/?a=1&amp;b=2" target="_blank" rel="noopener">link</a><br />na</p>',
  '<!-- opmerking --><p>tekst</p>',
  '<p>Gewoon tekst zonder entiteiten 😀</p>',
  '',
];

describe('plainText', () => {
  it.each(samples)('reads %j as the DOM does', (html) => {
    expect(plainText(html)).toBe(domText(html));
  });

  it('leaves what is no character reference as it is', () => {
    expect(plainText('<p>a &onbekend; b &#0; c</p>')).toBe('a &onbekend; b &#0; c');
  });
});
