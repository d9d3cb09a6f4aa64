// The rich-text editor (TipTap 3) for CMS forms: headings 1-3, bold, italic, lists, links and
// tables, giving HTML the server's sanitizer keeps. Controlled by `value`/`onChange` (an empty
// document is ''), so it works with react-hook-form's `useController`. Load it through
// LazyRichTextEditor: TipTap and ProseMirror are a chunk of their own.
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { FeatureMessages } from '../../i18n/feature-messages.tsx';
import { EditorToolbar } from './EditorToolbar.tsx';
import { editorExtensions } from './extensions.ts';
import { LinkForm } from './LinkForm.tsx';
import { richTextMessages } from './messages/index.ts';

export interface RichTextEditorProps {
  /** The HTML to show ('' for none). */
  value: string;
  /** The new HTML after every change ('' when the document is empty). */
  onChange(html: string): void;
  label: string;
  /** The id of the editable area (e.g. to point an error summary at it). */
  id?: string;
  readOnly?: boolean;
  error?: string;
  onBlur?(): void;
  /** Links may also be paths of this site (`/contact`): the site's own pages. */
  sitePaths?: boolean;
}

/** The look of the document while editing: the same as `components/content/RichText.tsx`. */
const documentLook = [
  'min-h-40 space-y-3 px-3 py-2 leading-relaxed break-words focus:outline-none',
  '[&_a]:font-semibold [&_a]:text-brand-primary-dark [&_a]:underline',
  '[&_h1]:text-xl [&_h1]:font-semibold [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:font-semibold',
  '[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6',
  '[&_.tableWrapper]:overflow-x-auto [&_table]:border-collapse',
  '[&_td]:min-w-16 [&_td]:border [&_td]:border-gray-400 [&_td]:p-1 [&_td]:align-top',
  '[&_th]:border [&_th]:border-gray-400 [&_th]:p-1 [&_th]:text-left',
  '[&_.selectedCell]:bg-brand-primary/15',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-gray-300 [&_blockquote]:pl-3',
].join(' ');

/**
 * The document as HTML: '' when empty, and without the empty paragraph the editor keeps at the
 * end (so the cursor can always leave a final table or heading).
 */
const htmlOf = (editor: { isEmpty: boolean; getHTML(): string }) =>
  editor.isEmpty ? '' : editor.getHTML().replace(/(<p><\/p>)+$/, '');

function Editor({
  value,
  onChange,
  label,
  id,
  readOnly = false,
  error,
  onBlur,
  sitePaths = false,
}: RichTextEditorProps) {
  const generatedId = useId();
  const editorId = id ?? `${generatedId}editor`;
  const labelId = `${editorId}-label`;
  const errorId = `${editorId}-error`;
  const linkFormId = `${editorId}-link`;
  const linkButtonRef = useRef<HTMLButtonElement>(null);
  const [linkFormOpen, setLinkFormOpen] = useState(false);

  // The editor is created once; its callbacks read the latest props.
  const callbacks = useRef({ onChange, onBlur });
  useLayoutEffect(() => {
    callbacks.current = { onChange, onBlur };
  });
  // The last value given or reported, and the HTML the editor made of it: a change is reported
  // only when the HTML differs, so loading a document (which the editor may normalise: link
  // attributes, the trailing paragraph) does not count as an edit and mark the form dirty.
  const synced = useRef({ value, html: '' });

  const attributes = useMemo(
    () => ({
      id: editorId,
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
      ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
      ...(readOnly ? { 'aria-readonly': 'true' } : {}),
      class: documentLook,
    }),
    [editorId, labelId, error, errorId, readOnly],
  );
  const editorProps = useMemo(() => ({ attributes }), [attributes]);
  const extensions = useMemo(() => editorExtensions({ sitePaths }), [sitePaths]);

  const editor = useEditor({
    extensions,
    content: value,
    editable: !readOnly,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps,
    onUpdate: ({ editor: current }) => {
      const html = htmlOf(current);
      if (html === synced.current.html) return;
      synced.current = { value: html, html };
      callbacks.current.onChange(html);
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });

  // The document the editor starts with (any new instance too) is the baseline for changes.
  useLayoutEffect(() => {
    if (!editor.isDestroyed) synced.current.html = htmlOf(editor);
  }, [editor]);

  // (StrictMode's second mount may still see the instance it destroyed: skip that one.)
  useEffect(() => {
    if (editor.isDestroyed) return;
    editor.setEditable(!readOnly, false);
    if (readOnly) setLinkFormOpen(false);
  }, [editor, readOnly]);

  // A new value from outside (a reset, the saved record) replaces the document; our own changes
  // come back equal and leave the cursor alone.
  useEffect(() => {
    if (editor.isDestroyed || value === synced.current.value) return;
    editor.commands.setContent(value, { emitUpdate: false });
    synced.current = { value, html: htmlOf(editor) };
  }, [editor, value]);

  function applyLink(href: string) {
    setLinkFormOpen(false);
    const chain = editor.chain().focus();
    if (editor.state.selection.empty && !editor.isActive('link'))
      chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] });
    else chain.extendMarkRange('link').setLink({ href });
    chain.run();
  }

  function closeLinkForm() {
    setLinkFormOpen(false);
    linkButtonRef.current?.focus();
  }

  return (
    <div className="space-y-1">
      <div id={labelId} className="font-semibold">
        {label}
      </div>
      <div
        className={`rounded-md border bg-white focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-focus ${
          error ? 'border-red-700' : 'border-neutral-500'
        } ${readOnly ? 'bg-surface-muted' : ''}`}
      >
        {!readOnly && (
          <EditorToolbar
            editor={editor}
            label={label}
            editorId={editorId}
            linkFormId={linkFormId}
            linkFormOpen={linkFormOpen}
            onToggleLinkForm={() => setLinkFormOpen((open) => !open)}
            linkButtonRef={linkButtonRef}
          />
        )}
        {linkFormOpen && (
          <LinkForm
            id={linkFormId}
            initialHref={String(editor.getAttributes('link').href ?? '')}
            onApply={applyLink}
            onCancel={closeLinkForm}
            sitePaths={sitePaths}
          />
        )}
        <EditorContent editor={editor} />
      </div>
      {error && (
        <p id={errorId} className="text-sm font-semibold text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The editor with its own texts (`richText.*`), so screens need not load them. */
export default function RichTextEditor(props: RichTextEditorProps) {
  return (
    <FeatureMessages catalogues={richTextMessages}>
      <Editor {...props} />
    </FeatureMessages>
  );
}
