// Component tests of the public layout: the eight menu items, search on wide screens only, the
// collapsed menu below 960 px, the footer links, privacy statement and sponsors (the site's content).
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FakeGraphql } from '../../test-support/fake-graphql.ts';
import { renderInShell, stubViewportWidth } from '../../test-support/layout.tsx';
import { PublicLayout } from './PublicLayout.tsx';

// The real search field needs the GraphQL client; here it only matters where it is shown.
vi.mock('../../components/search/LazyGlobalSearch.tsx', () => ({
  LazyGlobalSearch: () => <input aria-label="Zoeken" />,
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const menuLabels = [
  'Home',
  'Wie zijn wij',
  'Wat is zorgevaluatie',
  'Trialbureau',
  'Zorgevaluaties',
  'Verenigingen',
  "Programma's",
  'Inclusiemonitor',
];

const PRIVACY_PDF = 'https://www.zorgevaluatie.example/privacyverklaring.pdf';
const site = {
  __typename: 'SiteContent',
  privacyStatementHref: PRIVACY_PDF,
  privacyStatementFile: null,
  sponsors: [
    {
      id: '1',
      name: 'Federatie Medisch Specialisten',
      url: 'https://demedischspecialist.nl',
      logo: { id: '7', url: '/v1/files/7' },
    },
    {
      id: '2',
      name: 'Zorgverzekeraars Nederland',
      url: null,
      logo: { id: '8', url: '/v1/files/8' },
    },
  ],
};
const footerAnswer: FakeGraphql = () => ({ data: { siteContent: site } });

function renderPublic(width: number, path = '/', graphql?: FakeGraphql) {
  stubViewportWidth(width);
  return renderInShell(<PublicLayout />, {
    path,
    page: <h1>page heading</h1>,
    ...(graphql ? { graphql } : {}),
  });
}

const mainMenu = () => screen.getByRole('navigation', { name: 'Hoofdmenu' });

describe('PublicLayout', () => {
  it('shows the eight menu items and the search field on wide screens', () => {
    renderPublic(1200, '/evaluations/12');
    const links = within(mainMenu()).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(menuLabels);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/who',
      '/about',
      '/trialbureaus',
      '/evaluations',
      '/associations',
      '/programs',
      '/inclusie-monitor',
    ]);
    expect(
      within(mainMenu()).getByRole('link', { name: 'Zorgevaluaties' }).getAttribute('aria-current'),
    ).toBe('page');
    expect(
      within(mainMenu()).getByRole('link', { name: 'Home' }).getAttribute('aria-current'),
    ).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Zoeken' })).toBeTruthy();
  });

  it('collapses the menu behind a menu button and hides the search below 960 px', () => {
    renderPublic(959);
    expect(screen.queryByRole('navigation', { name: 'Hoofdmenu' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Zoeken' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(
      within(mainMenu())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(menuLabels);
  });

  it('has a skip link, a home link with the product title and the page in main', () => {
    renderPublic(1600);
    expect(screen.getByRole('link', { name: 'Direct naar de inhoud' }).getAttribute('href')).toBe(
      '#main',
    );
    const home = within(screen.getByRole('banner')).getByRole('link', {
      name: /^Zorgevaluatie Nederland/,
    });
    expect(home.getAttribute('href')).toBe('/');
    expect(screen.getByRole('main').id).toBe('main');
    expect(within(screen.getByRole('main')).getByRole('heading').textContent).toBe('page heading');
  });

  it('links the footer to contact, disclaimer, about, the accessibility statement and the privacy PDF in a new window', async () => {
    renderPublic(1600, '/', footerAnswer);
    const footerMenu = screen.getByRole('navigation', { name: 'Voettekstmenu' });
    const privacy = await within(footerMenu).findByRole('link', {
      name: 'Privacy verklaring (pdf, opent in een nieuw venster)',
    });
    const links = within(footerMenu).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/contact',
      '/disclaimer',
      '/about',
      '/accessibility',
      PRIVACY_PDF,
    ]);
    expect(privacy.getAttribute('target')).toBe('_blank');
    expect(privacy.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('says "opens in a new window" without "pdf" for a privacy statement that is a web page', async () => {
    renderPublic(1600, '/', () => ({
      data: { siteContent: { ...site, privacyStatementHref: 'https://example.nl/privacy' } },
    }));
    expect(
      await screen.findByRole('link', { name: 'Privacy verklaring (opent in een nieuw venster)' }),
    ).toBeTruthy();
  });

  it('shows the sponsors in their order, each logo in a box of its own size, linked when it has a link', async () => {
    renderPublic(1600, '/', footerAnswer);
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('Deze website is mogelijk gemaakt door:');
    const logos = await within(footer).findAllByRole('img');
    expect(logos.map((logo) => logo.getAttribute('alt'))).toEqual([
      'Federatie Medisch Specialisten',
      'Zorgverzekeraars Nederland',
    ]);
    expect(logos.map((logo) => [logo.getAttribute('width'), logo.getAttribute('height')])).toEqual([
      ['240', '64'],
      ['240', '64'],
    ]);
    expect(logos[0]?.getAttribute('src')).toBe('/v1/files/7');
    expect(
      within(footer).getByRole('link', { name: 'Federatie Medisch Specialisten' }),
    ).toBeTruthy();
    expect(within(footer).queryByRole('link', { name: 'Zorgverzekeraars Nederland' })).toBeNull();
  });

  it('leaves the privacy link and the logos out when the content cannot be read', async () => {
    const asked = vi.fn(() => {
      throw new Error('offline');
    });
    renderPublic(1600, '/', asked);
    await vi.waitFor(() => expect(asked).toHaveBeenCalled());
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('img')).toBeNull();
    expect(within(footer).getAllByRole('link')).toHaveLength(4);
  });
});
