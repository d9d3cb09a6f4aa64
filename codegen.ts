// GraphQL code generation: schema/*.graphql -> gateway resolver types and the web's typed documents.
import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema/*.graphql',
  ignoreNoDocuments: true,
  generates: {
    // Apollo Client 4 needs the client preset (typed document nodes), not the old hooks plugin.
    // The client preset's `graphql()` holds every document of its output in one map, so the
    // playground's examples get their own output: the public app never carries them.
    'web/src/gql/': {
      documents: [
        'web/src/**/*.{ts,tsx,graphql}',
        '!web/src/**/gql/**',
        '!web/src/features/graphiql/**',
      ],
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Date: 'string', DateTime: 'string' },
      },
    },
    'web/src/features/graphiql/gql/': {
      documents: ['web/src/features/graphiql/**/*.ts', '!web/src/features/graphiql/gql/**'],
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { Date: 'string', DateTime: 'string' },
      },
    },
    // Apollo's cache matches a fragment on an interface or union (`... on Organisation`) against
    // the concrete `__typename` of a record only through this map, made from the schema.
    'web/src/gql/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { module: 'es2015', apolloClientVersion: 3, useExplicitTyping: true },
    },
    'gateway/src/graphql/generated/resolvers-types.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        useIndexSignature: true,
        scalars: { Date: 'string', DateTime: 'string' },
        // Resolvers pass /v1 records through (snake_case keys, read by v1FieldResolver), so every
        // object type's parent and result is a record, not the GraphQL model type.
        contextType: '../context.ts#GraphQLContext',
        defaultMapper: '{T} extends object ? Record<string, unknown> : {T}',
      },
    },
  },
};

export default config;
