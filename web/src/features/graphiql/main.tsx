// Entry point of graphiql.html: the Monaco workers first, then GraphiQL's styles and the page.
import './monaco-workers.ts';
import 'graphiql/style.css';
import './playground.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { releaseEditorFocusOnEscape } from './editor-escape.ts';
import { Playground } from './Playground.tsx';

const container = document.getElementById('root');
if (!container) {
  throw new Error('graphiql.html has no #root element');
}

releaseEditorFocusOnEscape();
createRoot(container).render(
  <StrictMode>
    <Playground />
  </StrictMode>,
);
