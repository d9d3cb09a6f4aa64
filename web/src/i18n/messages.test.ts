// Unit tests of the message catalogues: identical keys in every locale and on-demand loading.
import { describe, expect, it } from 'vitest';
import en from './en.json' with { type: 'json' };
import { loadMessages, locales, nlMessages } from './messages.ts';
import nl from './nl.json' with { type: 'json' };

describe('message catalogues', () => {
  it('nl and en have exactly the same keys', () => {
    expect(Object.keys(en).sort()).toEqual(Object.keys(nl).sort());
  });

  it('contain no empty messages', () => {
    for (const catalogue of [nl, en]) {
      for (const [key, message] of Object.entries(catalogue)) {
        expect(message.trim(), key).not.toBe('');
      }
    }
  });

  it('keep the product title untranslated', () => {
    expect(nl['app.title']).toBe('Zorgevaluatie Nederland');
    expect(en['app.title']).toBe(nl['app.title']);
  });

  it('load every locale, the default one from the bundle', async () => {
    expect(locales).toEqual(['nl', 'en']);
    expect(await loadMessages('nl')).toBe(nlMessages);
    expect(await loadMessages('en')).toEqual(en);
  });
});
