// The application shell with the home page: header with the product title, main content, footer.
import { FormattedMessage } from 'react-intl';
import { LanguageSwitch } from './LanguageSwitch.tsx';

export function App() {
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-10 focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-primary-dark focus:underline"
      >
        <FormattedMessage id="app.skipToContent" />
      </a>
      <header className="border-t-8 border-t-brand-secondary border-b border-b-neutral-200 bg-white">
        <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-between gap-4 px-4 py-4">
          <p className="text-xl font-bold text-brand-primary-dark">
            <FormattedMessage id="app.title" />
          </p>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-5xl flex-1 px-4 py-10">
        <h1 className="text-3xl font-bold tracking-tight text-brand-primary-dark sm:text-4xl">
          <FormattedMessage id="home.heading" />
        </h1>
        <div className="mt-6 max-w-prose space-y-4 text-lg leading-relaxed">
          <p>
            <FormattedMessage id="home.intro" />
          </p>
          <p>
            <FormattedMessage id="home.partners" />
          </p>
          <p>
            <FormattedMessage id="home.support" />
          </p>
        </div>
      </main>
      <footer className="bg-surface-muted text-sm text-ink-muted">
        <div className="mx-auto max-w-5xl px-4 py-6">
          <p>
            <FormattedMessage id="footer.text" values={{ year: new Date().getFullYear() }} />
          </p>
        </div>
      </footer>
    </div>
  );
}
