// Vite build and dev-server configuration for the React web app (output: web/dist).
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const root = import.meta.dirname;

export default defineConfig({
  // Resolve index.html and src/ relative to this folder, also when run from the repo root.
  root,
  plugins: [react(), tailwindcss()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Monaco, the GraphQL playground's editor, is one ~2.8 MB chunk that only graphiql.html loads
    // (on demand); the public app's budget is checked by tests/e2e/graphiql.spec.ts instead.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      // Two pages: the public app, and the GraphQL playground the gateway serves on GET /graphql.
      // Each entry only pulls in what it imports, so GraphiQL and Monaco stay out of index.html.
      input: {
        index: path.join(root, 'index.html'),
        graphiql: path.join(root, 'graphiql.html'),
      },
      onLog(level, log, defaultHandler) {
        // GraphiQL ships React Compiler output marked "use no memo", a hint for that compiler
        // only; dropping it from the bundle changes nothing, so the notice is noise.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.id?.includes('/node_modules/')) return;
        defaultHandler(level, log);
      },
    },
  },
});
