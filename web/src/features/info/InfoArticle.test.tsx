// The information pages render the site's content (issue 27): the page's introduction and text in
// the chosen language (Dutch when there is no English), links to the site's own pages within the
// app, the contact details with their example mark, and loading, empty and error states.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json' with { type: 'json' };
import type { FakeGraphql } from '../../test-support/fake-graphql.ts';
import { renderApp } from '../../test-support/render-app.tsx';
import { siteContactAnswer, sitePageAnswer } from '../../test-support/site-content.ts';
import { testStore } from '../../test-support/store.ts';
import AboutPage from './AboutPage.tsx';
import AccessibilityPage from './AccessibilityPage.tsx';
import ContactPage from './ContactPage.tsx';
import DisclaimerPage from './DisclaimerPage.tsx';
import WhoPage from './WhoPage.tsx';

afterEach(cleanup);

const page = sitePageAnswer;
const contact = siteContactAnswer();

const answering =
  (texts: Partial<Record<string, string | null>> = {}): FakeGraphql =>
  ({ operationName, variables }) =>
    operationName === 'SiteContact'
      ? { data: { siteContent: contact } }
      : { data: { sitePage: page(String(variables.key), texts) } };

function renderPage(Page: ComponentType, graphql: FakeGraphql, locale: 'nl' | 'en' = 'nl') {
  const { store } = testStore();
  if (locale === 'en') store.dispatch({ type: 'locale/loaded', locale: 'en', messages: en });
  return renderApp(
    <Routes>
      <Route path="/page" element={<Page />} />
      <Route path="/contact" element={<p>De contactpagina</p>} />
    </Routes>,
    { url: '/page', graphql, store },
  );
}

describe('information pages', () => {
  const pages: [string, ComponentType, string][] = [
    ['WHO', WhoPage, 'Wie zijn wij'],
    ['ABOUT', AboutPage, 'Wat is zorgevaluatie'],
    ['DISCLAIMER', DisclaimerPage, 'Disclaimer'],
    ['CONTACT', ContactPage, 'Contact'],
    ['ACCESSIBILITY', AccessibilityPage, 'Toegankelijkheids\u00adverklaring'],
  ];

  it.each(pages)('%s shows its title, introduction and text', async (key, Page, title) => {
    renderPage(Page, answering());
    expect(await screen.findByRole('heading', { name: `Kop ${key}` })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getByText(`Inleiding ${key}`)).toBeTruthy();
  });

  it('follows a link to a page of the site within the app', async () => {
    renderPage(WhoPage, answering());
    fireEvent.click(await screen.findByRole('link', { name: 'contactpagina' }));
    expect(await screen.findByText('De contactpagina')).toBeTruthy();
  });

  it('shows the English texts in English, and the Dutch ones where there is no English', async () => {
    renderPage(AboutPage, answering({ introEn: null }), 'en');
    expect(await screen.findByRole('heading', { name: 'Heading ABOUT' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What is care evaluation');
    expect(screen.getByText('Inleiding ABOUT')).toBeTruthy();
  });

  it('says so when a page has no text yet', async () => {
    renderPage(DisclaimerPage, answering({ bodyNl: null, bodyEn: null }));
    expect(await screen.findByText('Deze pagina heeft nog geen tekst.')).toBeTruthy();
  });

  it('shows the loading problem with a retry when the text cannot be read', async () => {
    let fail = true;
    const graphql = vi.fn<FakeGraphql>((request) => {
      if (fail) throw new Error('offline');
      return answering()(request);
    });
    renderPage(WhoPage, graphql);
    expect(screen.getByRole('status')).toBeTruthy();
    const problem = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(problem).getByRole('button'));
    expect(await screen.findByRole('heading', { name: 'Kop WHO' })).toBeTruthy();
  });

  it('gives the contact details with mail and phone links, marked as example content', async () => {
    renderPage(ContactPage, answering());
    const details = await screen.findByRole('region', { name: 'Contactgegevens' });
    await waitFor(() => expect(details.textContent).toContain('Voorbeeldgegevens'));
    expect(within(details).getByTestId('contact-address').textContent).toBe(
      'Zorgevaluatie NederlandEvaluatielaan 123521 AZ Utrecht',
    );
    expect(
      within(details)
        .getByRole('link', { name: 'info@zorgevaluatie.example' })
        .getAttribute('href'),
    ).toBe('mailto:info@zorgevaluatie.example');
    expect(within(details).getByRole('link', { name: '030 123 45 67' }).getAttribute('href')).toBe(
      'tel:0301234567',
    );
    expect(details.textContent).toContain('Werkdagen 9-17 uur');
  });
});
