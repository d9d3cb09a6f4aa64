// Unit tests of the app shell: the Dutch home page renders and the language switch loads English.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import en from '../i18n/en.json' with { type: 'json' };
import { LocaleProvider } from '../i18n/LocaleProvider.tsx';
import { nlMessages } from '../i18n/messages.ts';
import { App } from './App.tsx';

const productTitle = 'Zorgevaluatie Nederland';

afterEach(() => {
  cleanup();
  document.documentElement.lang = 'nl';
});

describe('App', () => {
  it('renders the Dutch home page heading', () => {
    render(
      <IntlProvider locale="nl" messages={nlMessages}>
        <App />
      </IntlProvider>,
    );
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.textContent).toBe(nlMessages['home.heading']);
    expect(heading.textContent).toBe('Samen bewijzen wat werkt in de zorg');
  });

  it('shows the product title in the header and has a main landmark', () => {
    render(
      <IntlProvider locale="nl" messages={nlMessages}>
        <App />
      </IntlProvider>,
    );
    expect(screen.getByRole('banner').textContent).toContain(productTitle);
    expect(screen.getByRole('main').querySelector('h1')).not.toBeNull();
    expect(screen.getByRole('contentinfo').textContent).toContain(productTitle);
  });

  it('switches to English on demand without changing the document title', async () => {
    document.title = productTitle;
    render(
      <LocaleProvider>
        <App />
      </LocaleProvider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'English' }));
    const heading = await screen.findByRole('heading', { level: 1, name: en['home.heading'] });
    expect(heading).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
    expect(document.title).toBe(productTitle);

    fireEvent.click(screen.getByRole('button', { name: 'Nederlands' }));
    await screen.findByRole('heading', { level: 1, name: nlMessages['home.heading'] });
    expect(document.documentElement.lang).toBe('nl');
  });
});
