// The informational pages' texts: every rich-text tag renders as its link (no tag left as text),
// and each English text uses exactly the tags of its Dutch original.
import { cleanup, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../test-support/render-app.tsx';
import AboutPage from './AboutPage.tsx';
import AccessibilityPage from './AccessibilityPage.tsx';
import ContactPage from './ContactPage.tsx';
import DisclaimerPage from './DisclaimerPage.tsx';
import en from './messages/en.json' with { type: 'json' };
import nl from './messages/nl.json' with { type: 'json' };
import WhoPage from './WhoPage.tsx';

const tagsOf = (message: string) => [...message.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).sort();

afterEach(cleanup);

describe('info pages', () => {
  it('use the same tags in English as in Dutch', () => {
    const english: Record<string, string> = en;
    for (const [key, message] of Object.entries(nl)) {
      expect(tagsOf(english[key] ?? ''), key).toEqual(tagsOf(message));
    }
  });

  const pages: [string, ComponentType][] = [
    ['who', WhoPage],
    ['about', AboutPage],
    ['disclaimer', DisclaimerPage],
    ['contact', ContactPage],
    ['accessibility', AccessibilityPage],
  ];
  it.each(pages)('%s renders every tag as markup', (_name, Page) => {
    renderApp(<Page />, { url: '/' });
    const main = screen.getByRole('article');
    expect(main.textContent).not.toMatch(/[<>{}]/);
    expect(main.querySelectorAll('a').length).toBeGreaterThan(0);
  });

  it('mails accessibility reports with a subject', () => {
    renderApp(<AccessibilityPage />, { url: '/' });
    const mail = screen.getByRole('link', { name: 'info@zorgevaluatie.example' });
    expect(mail.getAttribute('href')).toBe(
      'mailto:info@zorgevaluatie.example?subject=Toegankelijkheid%20van%20de%20website',
    );
  });

  it('says what was tested, at which widths, when, and how to report a problem', () => {
    renderApp(<AccessibilityPage />, { url: '/' });
    const text = screen.getByRole('article').textContent ?? '';
    for (const tested of [
      'WCAG 2.1',
      'axe',
      'Elk dialoogvenster',
      'alleen het toetsenbord',
      'Zichtbare focus',
      '360, 390 en 1366 pixels',
      '26 november 2026',
      'Bug melden',
      'voldoet gedeeltelijk',
    ]) {
      expect(text, tested).toContain(tested);
    }
  });
});
