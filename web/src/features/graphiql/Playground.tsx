// The GraphQL playground: GraphiQL against our own /graphql, opened on the example operations.
import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { defaultTabs } from './default-tabs.ts';

// Same origin: the CSP allows `connect-src 'self'`, and the browser's JSON POST passes Apollo's
// CSRF prevention. Introspection is on (the default), so the docs explorer and completion work.
const fetcher = createGraphiQLFetcher({ url: '/graphql' });
const tabs = defaultTabs();

export function Playground() {
  return (
    <main className="playground">
      <GraphiQL fetcher={fetcher} defaultTabs={tabs} defaultEditorToolsVisibility="variables">
        {/* Our heading instead of GraphiQL's logo, which links to its GitHub repository. */}
        <GraphiQL.Logo>
          <h1 className="playground-title">GraphQL playground</h1>
        </GraphiQL.Logo>
      </GraphiQL>
    </main>
  );
}
