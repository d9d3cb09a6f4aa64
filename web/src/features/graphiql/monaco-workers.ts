// Monaco's web workers for the playground, bundled by Vite (`?worker`) and served from /assets.
import type { Environment } from 'monaco-editor';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker.js?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker.js?worker';
import GraphQLWorker from 'monaco-graphql/esm/graphql.worker.js?worker';

// GraphiQL 5 edits with Monaco, which asks this global for a worker per language. The workers are
// separate files of our own build: no CDN, and they load under `worker-src 'self'`. This replaces
// `graphiql/setup-workers/vite`, which does the same but logs every worker it starts.
const environment: Environment = {
  getWorker(_workerId, label) {
    if (label === 'graphql') return new GraphQLWorker();
    if (label === 'json') return new JsonWorker();
    return new EditorWorker();
  },
};

window.MonacoEnvironment = environment;
