// GraphQL code generation: schema/*.graphql -> gateway resolver types and the web's typed documents.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  documents: ['web/src/**/*.{ts,tsx,graphql}', '!web/src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    // Apollo Client 4 needs the client preset (typed document nodes), not the old hooks plugin.
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Date: 'string', DateTime: 'string' },
      },
    },
    'gateway/src/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: true,
        scalars: { Date: 'string', DateTime: 'string' },
      },
    },
  },
};

export default config;
