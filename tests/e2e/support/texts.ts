// The product's Dutch texts as the browser specs expect them: the message catalogues read from
// web/src, and a lookup that fails on an unknown key.
import fs from 'node:fs';
import path from 'node:path';

export type Catalogue = Record<string, string>;

/** The catalogues (paths below web/src) merged, later ones winning. */
export function readCatalogues(...files: string[]): Catalogue {
  return Object.assign(
    {},
    ...files.map(
      (file): Catalogue =>
        JSON.parse(
          fs.readFileSync(path.resolve(import.meta.dirname, '../../../web/src', file), 'utf8'),
        ),
    ),
  );
}

/** A text lookup that fails on an unknown key and fills simple `{name}` values (no plurals). */
export function textsOf(catalogue: Catalogue) {
  return (key: string, values: Record<string, string> = {}): string => {
    const value = catalogue[key];
    if (value === undefined) throw new Error(`No text for ${key}`);
    return value.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
  };
}

export const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
