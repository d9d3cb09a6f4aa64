// What the toolbar shows: which formats are active where the cursor is, and what can be done there.
import { type Editor, useEditorState } from '@tiptap/react';
import { HEADING_LEVELS, type HeadingLevel } from './extensions.ts';

export interface ToolbarState {
  bold: boolean;
  italic: boolean;
  headings: Record<HeadingLevel, boolean>;
  paragraph: boolean;
  bulletList: boolean;
  orderedList: boolean;
  link: boolean;
  /** The href of the link at the cursor, for the link form. */
  linkHref: string;
  inTable: boolean;
  canDeleteRow: boolean;
  canDeleteColumn: boolean;
}

export function readToolbarState(editor: Editor): ToolbarState {
  const headings = Object.fromEntries(
    HEADING_LEVELS.map((level) => [level, editor.isActive('heading', { level })]),
  ) as Record<HeadingLevel, boolean>;
  const inTable = editor.isActive('table');
  const can = editor.can();
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    headings,
    paragraph: editor.isActive('paragraph'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    link: editor.isActive('link'),
    linkHref: String(editor.getAttributes('link').href ?? ''),
    inTable,
    canDeleteRow: inTable && can.deleteRow(),
    canDeleteColumn: inTable && can.deleteColumn(),
  };
}

export function useToolbarState(editor: Editor): ToolbarState {
  return useEditorState({ editor, selector: ({ editor: current }) => readToolbarState(current) });
}
