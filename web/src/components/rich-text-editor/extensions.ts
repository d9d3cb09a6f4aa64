// The editor's schema: only what the server's rich-text allow list keeps (gateway/src/v1/shared/
// rich-text.ts): headings 1-3, paragraphs, bold, italic, lists, links and tables, plus what
// StarterKit's shortcuts give and the list also keeps (quote, underline, strike-through, line break).
import { Link } from '@tiptap/extension-link';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import { type Extensions, mergeAttributes } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { isSafeHref, isSitePath } from './link-address.ts';

export const HEADING_LEVELS = [1, 2, 3] as const;
export type HeadingLevel = (typeof HEADING_LEVELS)[number];

/** A new table (spec section 2): 3 rows by 3 columns, no header row. */
export const NEW_TABLE = { rows: 3, cols: 3, withHeaderRow: false } as const;

/**
 * The saved HTML of a table is the table and its rows only: the column group and inline widths
 * the editor draws are layout the server would strip anyway. Tab moves between cells but never
 * adds a row: from the last cell (or the first, with Shift) it leaves the editor, so keyboard users
 * are not held in a table (WCAG 2.1.2); "Rij toevoegen" adds rows.
 */
const PlainTable = Table.extend({
  renderHTML({ HTMLAttributes }) {
    return ['table', mergeAttributes(this.options.HTMLAttributes, HTMLAttributes), ['tbody', 0]];
  },
  addKeyboardShortcuts() {
    return {
      ...this.parent?.(),
      Tab: () => this.editor.commands.goToNextCell(),
      'Shift-Tab': () => this.editor.commands.goToPreviousCell(),
    };
  },
});

/** With `sitePaths` (the site's own pages), links to the site's paths (`/contact`) are kept too. */
export function editorExtensions({ sitePaths = false }: { sitePaths?: boolean } = {}): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      // Not on the server's allow list: code, preformatted text, horizontal rules.
      code: false,
      codeBlock: false,
      horizontalRule: false,
      link: false,
    }),
    Link.configure({
      openOnClick: false,
      autolink: true,
      linkOnPaste: true,
      defaultProtocol: 'https',
      protocols: ['mailto'],
      HTMLAttributes: { target: '_blank', rel: 'noopener noreferrer', class: null },
      // Stored and pasted links stay only when the server would keep them.
      isAllowedUri: (url) => isSafeHref(url) || (sitePaths && isSitePath(url)),
    }),
    PlainTable.configure({ resizable: false }),
    TableRow,
    TableHeader,
    TableCell,
  ];
}
