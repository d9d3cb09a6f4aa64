// The "Site-inhoud" screen against a fake GraphQL server: a save sends only what changed (one
// page's introduction: one page mutation, nothing else), and a refusal of the server (422) is shown
// under its field, on its tab, without the app's error dialog.
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { of } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app.tsx';
import { siteContactAnswer, sitePageAnswer } from '../../test-support/site-content.ts';
import SiteContentPage from './SiteContentPage.tsx';

afterEach(cleanup);

const site = {
  ...siteContactAnswer({ openingHoursNl: null, openingHoursEn: null }),
  privacyStatementUrl: 'https://example.nl/privacy.pdf',
  privacyStatementFile: null,
  sponsors: [],
};
const page = (key: string) => sitePageAnswer(key, { introEn: null, bodyNl: null, bodyEn: null });
const keys = ['WHO', 'ABOUT', 'DISCLAIMER', 'CONTACT', 'ACCESSIBILITY'];

const sponsor = {
  __typename: 'Sponsor',
  id: '1',
  name: 'Federatie Medisch Specialisten',
  url: 'https://demedischspecialist.nl',
  logo: null,
};

function renderScreen(tab: string, refuse?: Record<string, string[]>, sponsors: object[] = []) {
  const sent: { operationName: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink((operation) => {
    const { operationName, variables } = operation;
    if (operationName === 'SiteContentEditor')
      return of({ data: { siteContent: { ...site, sponsors }, sitePages: keys.map(page) } });
    sent.push({ operationName: operationName ?? '', variables });
    if (refuse)
      return of({
        errors: [{ message: 'invalid', extensions: { code: 'BAD_USER_INPUT', errors: refuse } }],
      });
    const input = variables.input as Record<string, unknown>;
    if (operationName === 'UpdateSitePage')
      return of({ data: { updateSitePage: { ...page(String(variables.key)), ...input } } });
    return of({ data: { updateSiteContent: { ...site, ...input } } });
  });
  const router = createMemoryRouter([{ path: '/cms/site', element: <SiteContentPage /> }], {
    initialEntries: [`/cms/site?tab=${tab}`],
  });
  const result = renderApp(<RouterProvider router={router} />, {
    client: new ApolloClient({ link, cache: new InMemoryCache() }),
  });
  return { ...result, sent };
}

const saveButton = () => screen.getByRole('button', { name: 'Opslaan' });

describe('Site-inhoud', () => {
  it('sends only the page whose introduction changed', async () => {
    const { sent } = renderScreen('ABOUT');
    const intro = await screen.findByLabelText('Inleiding (Nederlands)');
    expect((intro as HTMLTextAreaElement).value).toBe('Inleiding ABOUT');
    fireEvent.change(intro, { target: { value: 'Een nieuwe inleiding' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('De site-inhoud is opgeslagen.')).toBeTruthy();
    expect(sent).toEqual([
      {
        operationName: 'UpdateSitePage',
        variables: { key: 'ABOUT', input: { introNl: 'Een nieuwe inleiding' } },
      },
    ]);
  });

  it('shows a refusal of the server under its field', async () => {
    const { sent, store } = renderScreen('details', { email: ['Dit adres bestaat niet (server)'] });
    const email = await screen.findByLabelText(/^E-mailadres/);
    fireEvent.change(email, { target: { value: 'post@zorgevaluatie.example' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Dit adres bestaat niet (server)')).toBeTruthy();
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Niet opgeslagen: controleer de gemarkeerde velden.')).toBeTruthy();
    expect(sent).toEqual([
      {
        operationName: 'UpdateSiteContent',
        variables: { input: { email: 'post@zorgevaluatie.example' } },
      },
    ]);
    expect(store.getState().dialogs).toEqual([]);
  });

  it("shows a refusal of a sponsor's field under that field of its row, on the sponsors tab", async () => {
    renderScreen('sponsors', { 'sponsors.0.url': ['Deze link werkt niet (server)'] }, [sponsor]);
    const url = await screen.findByLabelText(/^Link \(webadres\)/);
    fireEvent.change(url, { target: { value: 'https://www.demedischspecialist.nl' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Contactgegevens' }));
    fireEvent.click(saveButton());
    const refused = await screen.findByLabelText(/^Link \(webadres\)/);
    await waitFor(() => expect(refused.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByRole('tab', { name: 'Sponsors' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    const described = (refused.getAttribute('aria-describedby') ?? '').split(' ');
    expect(described.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Deze link werkt niet (server)',
    );
    await waitFor(() => expect(document.activeElement).toBe(refused));
  });
});
