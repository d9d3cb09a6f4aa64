// The build's GraphQL inliner: a graphql(`...`) call becomes the codegen document, so a chunk
// carries only its own operations instead of the preset's map of every document, and the
// document carries its printed text for the public reader (web/src/api/public-query.ts).
import { type DocumentNode, parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { inlineDocuments, readCodegenDocuments } from '../../scripts/inline-graphql-documents.ts';

const source = '\n  query Me($id: ID!) {\n    me(id: $id) {\n      id\n    }\n  }\n';
// As codegen writes a document: the AST without locations.
const documentJson = JSON.stringify(parse(source, { noLocation: true }));
const gqlTs = `const documents: Documents = {\n    ${JSON.stringify(source)}: types.MeDocument,\n};`;
const graphqlTs = `export const MeDocument = ${documentJson} as unknown as DocumentNode<MeQuery, MeQueryVariables>;`;
const printed = 'query Me($id:ID!){me(id:$id){id}}';

describe('GraphQL document inlining', () => {
  const documents = readCodegenDocuments(gqlTs, graphqlTs);

  it('reads each source text with its document and adds the printed text as its source', () => {
    expect([...documents.keys()]).toEqual([source]);
    const document = JSON.parse(documents.get(source) as string) as DocumentNode;
    expect(document.loc).toEqual({ start: 0, end: printed.length, source: { body: printed } });
    // The same operation as the codegen document, for Apollo Client as for the reader.
    expect(print(document)).toBe(print(parse(source)));
    expect(print(parse(printed))).toBe(print(document));
  });

  it('replaces a known call (with $variables) by its document and leaves unknown ones', () => {
    const code = `export const Me = graphql(\`${source}\`);\nexport const Other = graphql(\`query Other { x }\`);`;
    expect(inlineDocuments(code, documents)).toBe(
      `export const Me = (${documents.get(source)});\n` +
        'export const Other = graphql(`query Other { x }`);',
    );
    expect(inlineDocuments('const x = graphql(`query Other { x }`);', documents)).toBeNull();
  });
});
