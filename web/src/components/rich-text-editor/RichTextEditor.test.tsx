// Component tests of the rich-text editor in jsdom: heading levels, new tables, links, the HTML it
// gives, and that the server's sanitizer keeps that HTML as it is.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { IntlProvider } from 'react-intl';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sanitizeRichText } from '../../../../gateway/src/v1/shared/rich-text.ts';
import { asIntlMessages } from '../../i18n/messages.ts';
import { LazyRichTextEditor } from './LazyRichTextEditor.tsx';
import RichTextEditor, { type RichTextEditorProps } from './RichTextEditor.tsx';

beforeAll(() => {
  // ProseMirror measures the page to scroll the cursor into view; jsdom has no layout.
  const rect = { x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0 };
  const rects = Object.assign([rect], { item: () => rect });
  Range.prototype.getBoundingClientRect = () => ({ ...rect, toJSON: () => rect });
  Range.prototype.getClientRects = () => rects as unknown as DOMRectList;
  document.elementFromPoint = () => null;
});

afterEach(cleanup);

function renderEditor(props: Partial<RichTextEditorProps> = {}, locale = 'nl') {
  const onChange = vi.fn<(html: string) => void>();
  const result = render(
    // StrictMode as in the app: TipTap's editor survives React's double mount.
    <StrictMode>
      <IntlProvider locale={locale} messages={asIntlMessages({})} onError={() => undefined}>
        <RichTextEditor label="Beschrijving" value="" onChange={onChange} {...props} />
      </IntlProvider>
    </StrictMode>,
  );
  return { ...result, onChange, lastHtml: () => onChange.mock.lastCall?.[0] ?? '' };
}

const toolbar = () => screen.getByRole('toolbar', { name: 'Opmaak van Beschrijving' });
const button = (name: string) => within(toolbar()).getByRole('button', { name });
const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** The HTML with every element's attributes in alphabetical order (sanitize-html reorders them). */
function canonical(html: string): string {
  const body = parse(html).body;
  for (const element of body.querySelectorAll('*')) {
    const attributes = [...element.attributes].map(({ name, value }) => [name, value] as const);
    for (const [name] of attributes) element.removeAttribute(name);
    for (const [name, value] of attributes.sort(([a], [b]) => a.localeCompare(b)))
      element.setAttribute(name, value);
  }
  return body.innerHTML;
}

describe('RichTextEditor', () => {
  it('is a labelled multi-line textbox', () => {
    renderEditor({ value: '<p>Hallo</p>' });
    const textbox = screen.getByRole('textbox', { name: 'Beschrijving' });
    expect(textbox.getAttribute('aria-multiline')).toBe('true');
    expect(textbox.textContent).toBe('Hallo');
  });

  it('offers exactly the heading levels 1 to 3', () => {
    renderEditor();
    const headings = within(toolbar())
      .getAllByRole('button')
      .map((element) => element.getAttribute('aria-label'))
      .filter((name) => name?.startsWith('Kop'));
    expect(headings).toEqual(['Kop H1', 'Kop H2', 'Kop H3']);
  });

  it('does not report a change when it only loads a document', async () => {
    const { onChange, rerender } = renderEditor({
      value:
        '<p><a href="https://example.org">site</a></p><table><tbody><tr><td><p>a</p></td></tr></tbody></table>',
    });
    await act(async () => {});
    fireEvent.focus(screen.getByRole('textbox', { name: 'Beschrijving' }));
    await act(async () => {});
    expect(onChange.mock.calls).toEqual([]);
    rerender(<p>other</p>);
  });

  it('replaces the document when the value changes from outside', () => {
    const onChange = vi.fn();
    const tree = (value: string) => (
      <IntlProvider locale="nl" messages={asIntlMessages({})} onError={() => undefined}>
        <RichTextEditor label="Beschrijving" value={value} onChange={onChange} />
      </IntlProvider>
    );
    const { rerender } = render(tree('<p>Eerst</p>'));
    rerender(tree('<h3>Daarna</h3>'));
    const textbox = screen.getByRole('textbox', { name: 'Beschrijving' });
    expect(textbox.querySelector('h3')?.textContent).toBe('Daarna');
    expect(textbox.textContent).toBe('Daarna');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('turns a fourth-level heading from stored HTML into a paragraph', () => {
    const { container } = renderEditor({ value: '<h4>Diep</h4><h3>Kop</h3>' });
    expect(container.querySelector('h4')).toBeNull();
    expect(container.querySelector('h3')?.textContent).toBe('Kop');
  });

  it('gives the HTML of a change and shows the format as pressed', () => {
    const { onChange } = renderEditor({ value: '<p>Tekst</p>' });
    expect(button('Kop H2').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button('Kop H2'));
    expect(onChange).toHaveBeenLastCalledWith('<h2>Tekst</h2>');
    expect(button('Kop H2').getAttribute('aria-pressed')).toBe('true');
  });

  it('inserts a table of 3 rows by 3 columns without a header row', () => {
    const { lastHtml } = renderEditor({ value: '<p>Voor</p>' });
    fireEvent.click(button('Tabel invoegen'));
    const table = parse(lastHtml()).querySelector('table');
    const rows = [...(table?.querySelectorAll('tr') ?? [])];
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.querySelectorAll('td').length)).toEqual([3, 3, 3]);
    expect(table?.querySelector('th')).toBeNull();
  });

  it('adds and removes rows and columns, and deletes the table', () => {
    const { lastHtml } = renderEditor({ value: '<p>Voor</p>' });
    fireEvent.click(button('Tabel invoegen'));
    fireEvent.click(button('Rij toevoegen'));
    fireEvent.click(button('Kolom toevoegen'));
    let rows = [...parse(lastHtml()).querySelectorAll('tr')];
    expect(rows.map((row) => row.children.length)).toEqual([4, 4, 4, 4]);
    fireEvent.click(button('Rij verwijderen'));
    fireEvent.click(button('Kolom verwijderen'));
    rows = [...parse(lastHtml()).querySelectorAll('tr')];
    expect(rows.map((row) => row.children.length)).toEqual([3, 3, 3]);
    fireEvent.click(button('Tabel verwijderen'));
    expect(parse(lastHtml()).querySelector('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Rij toevoegen' })).toBeNull();
  });

  function addLink(address: string) {
    fireEvent.click(button('Link'));
    const input = screen.getByRole('textbox', { name: 'Webadres of e-mailadres' });
    fireEvent.change(input, { target: { value: address } });
    fireEvent.click(screen.getByRole('button', { name: 'Link toevoegen' }));
  }

  it('gives a link without a scheme https://', () => {
    const { lastHtml } = renderEditor({ value: '<p>Zie</p>' });
    addLink('www.zorgevaluatienederland.nl/over');
    const link = parse(lastHtml()).querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://www.zorgevaluatienederland.nl/over');
    expect(screen.queryByRole('textbox', { name: 'Webadres of e-mailadres' })).toBeNull();
    expect(button('Link verwijderen')).toBeTruthy();
  });

  it('keeps a mailto: link as it is', () => {
    const { lastHtml } = renderEditor({ value: '<p>Mail</p>' });
    addLink('mailto:info@example.org');
    expect(parse(lastHtml()).querySelector('a')?.getAttribute('href')).toBe(
      'mailto:info@example.org',
    );
  });

  it('refuses a javascript: link and says what it accepts', () => {
    const { onChange } = renderEditor({ value: '<p>Klik</p>' });
    addLink('javascript:alert(1)');
    expect(onChange).not.toHaveBeenCalled();
    const input = screen.getByRole('textbox', { name: 'Webadres of e-mailadres' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Vul een webadres (https://…) of een mailto:-adres in')).toBeTruthy();
  });

  it('drops javascript: links from stored HTML', () => {
    const { container } = renderEditor({ value: '<p><a href="javascript:alert(1)">x</a></p>' });
    expect(container.querySelector('a')).toBeNull();
  });

  it("keeps links to paths of the site only where asked (the site's own pages)", () => {
    const stored = '<p>Zie <a href="/contact">contact</a></p>';
    expect(renderEditor({ value: stored }).container.querySelector('a')).toBeNull();
    cleanup();
    const { container, lastHtml } = renderEditor({ value: stored, sitePaths: true });
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/contact');
    addLink('/about');
    expect(parse(lastHtml()).querySelector('a[href="/about"]')).not.toBeNull();
    addLink('//evil.example');
    expect(screen.getByRole('textbox', { name: 'Webadres of e-mailadres' })).toBeTruthy();
  });

  it('closes the link form with Escape and returns to the link button', () => {
    renderEditor({ value: '<p>Zie</p>' });
    fireEvent.click(button('Link'));
    expect(button('Link').getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Webadres of e-mailadres' }), {
      key: 'Escape',
    });
    expect(screen.queryByRole('textbox', { name: 'Webadres of e-mailadres' })).toBeNull();
    expect(document.activeElement).toBe(button('Link'));
  });

  it('moves between toolbar buttons with the arrow keys, one Tab stop', () => {
    renderEditor();
    const buttons = within(toolbar()).getAllByRole('button');
    expect(buttons.filter((element) => element.tabIndex === 0)).toHaveLength(1);
    act(() => buttons[0]?.focus());
    fireEvent.keyDown(buttons[0] as HTMLElement, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(buttons[1]);
    expect(buttons[1]?.tabIndex).toBe(0);
    fireEvent.keyDown(buttons[1] as HTMLElement, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('produces HTML the server keeps as it is', () => {
    const html =
      '<h1>Titel</h1><h2>Sub</h2><h3>Kop</h3><p><strong>Vet</strong> en <em>schuin</em></p>' +
      '<ul><li><p>een</p></li></ul><ol><li><p>twee</p></li></ol>' +
      '<p><a target="_blank" rel="noopener noreferrer" href="https://example.org/">site</a></p>';
    const { lastHtml } = renderEditor({ value: html });
    fireEvent.click(button('Tabel invoegen'));
    const produced = lastHtml();
    expect(produced).toContain('<table><tbody><tr><td');
    expect(canonical(sanitizeRichText(produced) ?? '')).toBe(canonical(produced));
  });

  it('shows the document read-only without a toolbar', () => {
    renderEditor({ value: '<p>Alleen lezen</p>', readOnly: true });
    expect(screen.queryByRole('toolbar')).toBeNull();
    const textbox = screen.getByRole('textbox', { name: 'Beschrijving' });
    expect(textbox.getAttribute('aria-readonly')).toBe('true');
    expect(textbox.getAttribute('contenteditable')).toBe('false');
  });

  it('links an error to the editable area', () => {
    renderEditor({ error: 'Verplicht' });
    const textbox = screen.getByRole('textbox', { name: 'Beschrijving' });
    expect(textbox.getAttribute('aria-invalid')).toBe('true');
    const errorId = textbox.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Verplicht');
  });

  it('loads lazily behind a placeholder that shows the label', async () => {
    render(
      <IntlProvider locale="nl" messages={asIntlMessages({})} onError={() => undefined}>
        <LazyRichTextEditor label="Samenvatting" value="<p>Tekst</p>" onChange={vi.fn()} />
      </IntlProvider>,
    );
    expect(screen.getByText('Samenvatting')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    const textbox = await screen.findByRole('textbox', { name: 'Samenvatting' });
    expect(textbox.textContent).toBe('Tekst');
  });

  it('speaks English', async () => {
    renderEditor({}, 'en');
    expect(await screen.findByRole('toolbar', { name: 'Formatting of Beschrijving' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Insert table' })).toBeTruthy();
  });
});
