// Unit tests of the message catalogues: identical keys in every locale and on-demand loading.
import { describe, expect, it } from 'vitest';
import en from './en.json' with { type: 'json' };
import { locales } from './locales.ts';
import { loadMessages, nlMessages } from './messages.ts';
import nl from './nl.json' with { type: 'json' };

type CatalogueModule = { default: Record<string, string> };
// Every catalogue besides the shell's: a feature's, a sub-feature's (evaluations/cms/list) and a
// widget kit's (components/form).
const featureCatalogues = import.meta.glob<CatalogueModule>(
  ['../features/**/messages/*.json', '../components/**/messages/*.json'],
  { eager: true },
);
const shellKeys = new Set(Object.keys(nl));

/** The catalogue's folder (`features/evaluations/cms/list`) of one of its files. */
const folderOf = (file: string) =>
  file.replace(/^\.\.\//, '').replace(/\/messages\/[a-z]{2}\.json$/, '');

/** A catalogue by its folder and locale. */
function featureCatalogue(feature: string, locale: 'nl' | 'en'): Record<string, string> {
  const module = featureCatalogues[`../${feature}/messages/${locale}.json`];
  if (!module) throw new Error(`no ${locale} catalogue for ${feature}`);
  return module.default;
}
const features = [...new Set(Object.keys(featureCatalogues).map(folderOf))].sort();

describe('feature catalogues', () => {
  it('exist for every feature with texts', () => {
    expect(features).toEqual(
      expect.arrayContaining([
        'features/evaluations',
        'features/evaluations/cms/list',
        'features/home',
        'features/inclusion-monitor',
        'features/info',
        'features/organisations',
        'components/form',
      ]),
    );
  });

  it.each(features)('%s: nl and en have the same keys, none empty, none shared', (feature) => {
    const nlFeature = featureCatalogue(feature, 'nl');
    const enFeature = featureCatalogue(feature, 'en');
    expect(Object.keys(enFeature).sort()).toEqual(Object.keys(nlFeature).sort());
    for (const [key, message] of [...Object.entries(nlFeature), ...Object.entries(enFeature)]) {
      expect(message.trim(), key).not.toBe('');
      expect(shellKeys.has(key), `${key} is also a shell key`).toBe(false);
    }
  });

  it('never use one key in two features', () => {
    const owner = new Map<string, string>();
    for (const feature of features) {
      for (const key of Object.keys(featureCatalogue(feature, 'nl'))) {
        expect(owner.get(key), key).toBeUndefined();
        owner.set(key, feature);
      }
    }
  });
});

// A catalogue's descriptions (`messages/descriptions.ts`: what each text is for) name every key.
const describedCatalogues = import.meta.glob<Record<string, Record<string, string>>>(
  ['../features/**/messages/descriptions.ts', '../components/**/messages/descriptions.ts'],
  { eager: true },
);

describe('catalogue descriptions', () => {
  const described = Object.entries(describedCatalogues).map(
    ([file, module]) =>
      [file.replace(/^\.\.\//, '').replace(/\/messages\/descriptions\.ts$/, ''), module] as const,
  );

  it('exist for the catalogues of the staff safety net (issue 28)', () => {
    expect(described.map(([feature]) => feature)).toEqual(
      expect.arrayContaining(['components/cms/history', 'features/recently-deleted']),
    );
  });

  it.each(described)('%s: every text has a description, none empty', (feature, module) => {
    const [descriptions] = Object.values(module);
    const keys = Object.keys(featureCatalogue(feature, 'nl')).sort();
    expect(Object.keys(descriptions ?? {}).sort()).toEqual(keys);
    for (const [key, description] of Object.entries(descriptions ?? {}))
      expect(description.trim(), key).not.toBe('');
  });
});

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
