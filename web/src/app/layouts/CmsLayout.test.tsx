// Component tests of the CMS layout: menu items by role, the three menu looks, the user menu.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../store/actions.ts';
import { renderInShell, stubNoCanvas, stubViewportWidth } from '../../test-support/layout.tsx';
import { anne } from '../../test-support/store.ts';
import { CmsLayout } from './CmsLayout.tsx';

beforeEach(() => stubNoCanvas());

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderCms(options: { role?: Role | null; width?: number; path?: string } = {}) {
  stubViewportWidth(options.width ?? 1600);
  return renderInShell(<CmsLayout />, {
    path: options.path ?? '/cms',
    user: { ...anne, role: options.role === undefined ? 'ADMIN' : options.role },
    crumbs: [{ label: 'Dashboard' }],
    page: <p>page content</p>,
  });
}

const cmsMenu = () => screen.getByRole('navigation', { name: 'Beheermenu' });
const menuLabels = () =>
  within(cmsMenu())
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('CmsLayout', () => {
  it('shows the admin all nine items and the dashboard', () => {
    renderCms({ role: 'ADMIN' });
    expect(menuLabels()).toEqual([
      'Dashboard',
      'Verenigingen',
      "Programma's",
      'Trialbureau',
      'Specialismen',
      'Centra',
      'Gebruikers',
      'Zorgevaluaties',
      'Bugmeldingen',
      'Site-inhoud',
      'Recent verwijderd',
    ]);
  });

  it('shows the editor three items and the dashboard, without Gebruikers', () => {
    renderCms({ role: 'EDITOR' });
    expect(menuLabels()).toEqual(['Dashboard', 'Verenigingen', "Programma's", 'Zorgevaluaties']);
    expect(within(cmsMenu()).queryByRole('link', { name: 'Gebruikers' })).toBeNull();
  });

  it('shows the researcher one item and the dashboard', () => {
    renderCms({ role: 'RESEARCHER' });
    expect(menuLabels()).toEqual(['Dashboard', 'Zorgevaluaties']);
  });

  it('marks the current page in the menu', () => {
    renderCms({ path: '/cms/evaluations/12' });
    const current = within(cmsMenu()).getByRole('link', { name: 'Zorgevaluaties' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(
      within(cmsMenu()).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current'),
    ).toBeNull();
  });

  it('welcomes the user by name and offers the own account, a bug report and signing out', () => {
    renderCms();
    const button = screen.getByRole('button', { name: 'Welkom, Anne de Vries' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    act(() => {
      fireEvent.keyDown(button, { key: 'Enter' });
    });
    const items = screen.getAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Mijn account',
      'Bug melden',
      'Uitloggen',
    ]);
    expect(items[0]?.getAttribute('href')).toBe('/cms/users/1');
    expect(items[2]?.getAttribute('href')).toBe('/logout');
  });

  it('renders the page, the breadcrumbs and a link back to the public site', () => {
    renderCms();
    expect(screen.getByRole('main').textContent).toBe('page content');
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('navigation', { name: 'Kruimelpad' }).textContent).toBe('Dashboard');
    expect(screen.getByRole('link', { name: 'Naar de website' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Direct naar de inhoud' }).getAttribute('href')).toBe(
      '#main',
    );
  });

  it('shows the full menu from 1367 px, with a button to minimise it', () => {
    renderCms({ width: 1367 });
    const toggle = screen.getByRole('button', { name: 'Menu inklappen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(cmsMenu()).getByText('Gebruikers').className).not.toContain('sr-only');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Menu uitklappen' })).toBeTruthy();
  });

  it('minimises the menu to icons below 1367 px; the toggle expands it', () => {
    renderCms({ width: 1366 });
    const users = within(cmsMenu()).getByRole('link', { name: 'Gebruikers' });
    expect(users.getAttribute('title')).toBe('Gebruikers');
    expect(within(users).getByText('Gebruikers').className).toContain('sr-only');
    const toggle = screen.getByRole('button', { name: 'Menu uitklappen' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(screen.getByRole('button', { name: 'Menu inklappen' })).toBeTruthy();
    expect(within(cmsMenu()).getByText('Gebruikers').className).not.toContain('sr-only');
  });

  it('collapses the menu behind a menu button below 960 px', () => {
    renderCms({ width: 959 });
    expect(screen.queryByRole('navigation', { name: 'Beheermenu' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(menuLabels()).toHaveLength(11);
  });
});
