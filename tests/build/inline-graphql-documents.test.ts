// The build's GraphQL inliner: a graphql(`...`) call becomes the codegen document, so a chunk
// carries only its own operations instead of the preset's map of every document.
import { describe, expect, it } from 'vitest';
import { inlineDocuments, readCodegenDocuments } from '../../scripts/inline-graphql-documents.ts';

const source = '\n  query Me($id: ID!) {\n    me(id: $id) {\n      id\n    }\n  }\n';
const gqlTs = `const documents: Documents = {\n    ${JSON.stringify(source)}: types.MeDocument,\n};`;
const graphqlTs =
  'export const MeDocument = {"kind":"Document","definitions":[]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;';

describe('GraphQL document inlining', () => {
  const documents = readCodegenDocuments(gqlTs, graphqlTs);

  it('reads each source text with its document from the codegen output', () => {
    expect([...documents]).toEqual([[source, '{"kind":"Document","definitions":[]}']]);
  });

  it('replaces a known call (with $variables) by its document and leaves unknown ones', () => {
    const code = `export const Me = graphql(\`${source}\`);\nexport const Other = graphql(\`query Other { x }\`);`;
    expect(inlineDocuments(code, documents)).toBe(
      'export const Me = ({"kind":"Document","definitions":[]});\n' +
        'export const Other = graphql(`query Other { x }`);',
    );
    expect(inlineDocuments('const x = graphql(`query Other { x }`);', documents)).toBeNull();
  });
});
