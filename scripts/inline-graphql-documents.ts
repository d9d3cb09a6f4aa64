// Build step: each `graphql(`...`)` call of the codegen client preset becomes its document, inline.
// The preset's runtime `graphql()` looks documents up in one map holding every operation of the
// app, so any screen using it pulled all documents (CMS ones too) into the public first load;
// inlined, each chunk carries only its own. The same job as the preset's Babel optimizer plugin,
// which our Babel-free Vite/Rolldown build cannot run. Build only: dev keeps the runtime lookup.
// Each inlined document also carries its printed text, as graphql-js keeps a parsed document's
// source (`loc.source.body`): the public screens' reader (web/src/api/public-query.ts) sends it
// as is and needs no graphql-js in the browser to print the document.
import fs from 'node:fs';
import path from 'node:path';
import { type DocumentNode, print, stripIgnoredCharacters } from 'graphql';

/** The document's JSON with its printed text (without ignored characters) as `loc`. */
export function withPrintedText(documentJson: string): string {
  const document = JSON.parse(documentJson) as DocumentNode;
  const body = stripIgnoredCharacters(print(document));
  return JSON.stringify({ ...document, loc: { start: 0, end: body.length, source: { body } } });
}

/** Source text of each operation or fragment -> its document (the codegen output, as JSON). */
export function readCodegenDocuments(
  gqlSource: string,
  graphqlSource: string,
): Map<string, string> {
  const documentByName = new Map<string, string>();
  const documentConst =
    /^export const (\w+) = (\{"kind":"Document".*\}) as unknown as DocumentNode/gm;
  for (const match of graphqlSource.matchAll(documentConst)) {
    documentByName.set(match[1] as string, match[2] as string);
  }
  const bySource = new Map<string, string>();
  // Entries of `const documents = { "<source>": types.<Name>, ... }` (the typed map uses `typeof`).
  const mapEntry = /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm;
  for (const match of gqlSource.matchAll(mapEntry)) {
    const document = documentByName.get(match[2] as string);
    if (document) bySource.set(JSON.parse(match[1] as string) as string, withPrintedText(document));
  }
  return bySource;
}

/** Replaces each known `graphql(`...`)` call by its document; unknown ones stay (and still work). */
export function inlineDocuments(code: string, documents: Map<string, string>): string | null {
  // A template without interpolation (`${`) or escapes, as the client preset requires anyway.
  const call = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*\)/g;
  let changed = false;
  const result = code.replace(call, (whole, source: string) => {
    const document = documents.get(source);
    if (!document) return whole;
    changed = true;
    return `(${document})`;
  });
  return changed ? result : null;
}

export function inlineGraphqlDocuments(options: { gqlDir: string }) {
  let documents = new Map<string, string>();
  return {
    name: 'zorgevaluatie:inline-graphql-documents',
    apply: 'build' as const,
    enforce: 'pre' as const,
    buildStart() {
      documents = readCodegenDocuments(
        fs.readFileSync(path.join(options.gqlDir, 'gql.ts'), 'utf8'),
        fs.readFileSync(path.join(options.gqlDir, 'graphql.ts'), 'utf8'),
      );
    },
    transform(code: string, id: string) {
      if (!/\.tsx?$/.test(id) || id.startsWith(options.gqlDir) || !code.includes('graphql(')) {
        return null;
      }
      const inlined = inlineDocuments(code, documents);
      return inlined === null ? null : { code: inlined, map: null };
    },
  };
}
