// Entry point: mounts the app, wrapped in the locale provider, into index.html's #root element.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { LocaleProvider } from './i18n/LocaleProvider.tsx';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}

createRoot(container).render(
  <StrictMode>
    <LocaleProvider>
      <App />
    </LocaleProvider>
  </StrictMode>,
);
