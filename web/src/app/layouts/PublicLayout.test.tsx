// Component tests of the public layout: the eight menu items, search on wide screens only, the
// collapsed menu below 960 px, the footer links and sponsors.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PRIVACY_STATEMENT_URL } from '../../features/info/privacy-statement.ts';
import { renderInShell, stubViewportWidth } from '../../test-support/layout.tsx';
import { sponsors } from './footer-links.ts';
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

function renderPublic(width: number, path = '/') {
  stubViewportWidth(width);
  return renderInShell(<PublicLayout />, { path, page: <h1>page heading</h1> });
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

  it('links the footer to contact, disclaimer, about, the accessibility statement and the privacy PDF in a new window', () => {
    renderPublic(1600);
    const footerMenu = screen.getByRole('navigation', { name: 'Voettekstmenu' });
    const links = within(footerMenu).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/contact',
      '/disclaimer',
      '/about',
      '/accessibility',
      PRIVACY_STATEMENT_URL,
    ]);
    const privacy = within(footerMenu).getByRole('link', {
      name: 'Privacy verklaring (pdf, opent in een nieuw venster)',
    });
    expect(privacy.getAttribute('target')).toBe('_blank');
    expect(privacy.getAttribute('rel')).toBe('noopener noreferrer');
    expect(PRIVACY_STATEMENT_URL).toMatch(/^https:\/\/.+\.pdf$/);
  });

  it('names both sponsors in the footer with their logos', () => {
    renderPublic(1600);
    const footer = screen.getByRole('contentinfo');
    expect(footer.textContent).toContain('Deze website is mogelijk gemaakt door:');
    expect(sponsors).toHaveLength(2);
    for (const sponsor of sponsors) {
      const logo = within(footer).getByRole('img', { name: sponsor.name });
      expect(logo.getAttribute('src')).toBe(sponsor.logo);
    }
  });
});
