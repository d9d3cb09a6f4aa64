// The editor's toolbar: bold, italic, headings 1-3, lists, link, table, and the table's own
// controls while the cursor is in a table. One Tab stop; arrow keys move between the buttons.
import type { Editor } from '@tiptap/react';
import type { Ref } from 'react';
import { useIntl } from 'react-intl';
import { HEADING_LEVELS, NEW_TABLE } from './extensions.ts';
import { BulletListIcon, LinkIcon, OrderedListIcon, TableIcon, UnlinkIcon } from './icons.tsx';
import type { RichTextMessageKey } from './messages/index.ts';
import { ToolbarButton } from './ToolbarButton.tsx';
import { useToolbarState } from './toolbar-state.ts';
import { useRovingFocus } from './use-roving-focus.ts';

interface EditorToolbarProps {
  editor: Editor;
  /** The field's label, part of the toolbar's name. */
  label: string;
  /** The id of the editable area the toolbar acts on. */
  editorId: string;
  linkFormId: string;
  linkFormOpen: boolean;
  onToggleLinkForm(): void;
  linkButtonRef: Ref<HTMLButtonElement>;
}

function Separator() {
  return <span aria-hidden="true" className="mx-1 h-6 w-px self-center bg-gray-300" />;
}

export function EditorToolbar({
  editor,
  label,
  editorId,
  linkFormId,
  linkFormOpen,
  onToggleLinkForm,
  linkButtonRef,
}: EditorToolbarProps) {
  const intl = useIntl();
  const state = useToolbarState(editor);
  const { containerRef, onFocus, onKeyDown } = useRovingFocus<HTMLDivElement>();
  const text = (id: RichTextMessageKey) => intl.formatMessage({ id });
  const run = () => editor.chain().focus();

  return (
    <div
      ref={containerRef}
      role="toolbar"
      aria-label={intl.formatMessage({ id: 'richText.toolbar' }, { label })}
      aria-controls={editorId}
      onFocus={onFocus}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-1 border-b border-gray-300 bg-surface-muted p-1"
    >
      <ToolbarButton
        label={text('richText.bold')}
        pressed={state.bold}
        onClick={() => run().toggleBold().run()}
      >
        <span aria-hidden="true" className="font-bold">
          B
        </span>
      </ToolbarButton>
      <ToolbarButton
        label={text('richText.italic')}
        pressed={state.italic}
        onClick={() => run().toggleItalic().run()}
      >
        <span aria-hidden="true" className="font-serif italic">
          I
        </span>
      </ToolbarButton>
      <Separator />
      {HEADING_LEVELS.map((level) => (
        <ToolbarButton
          key={level}
          label={intl.formatMessage({ id: 'richText.heading' }, { level })}
          pressed={state.headings[level]}
          onClick={() => run().toggleHeading({ level }).run()}
        >
          <span aria-hidden="true" className="font-semibold">
            {`H${level}`}
          </span>
        </ToolbarButton>
      ))}
      <Separator />
      <ToolbarButton
        label={text('richText.bulletList')}
        pressed={state.bulletList}
        onClick={() => run().toggleBulletList().run()}
      >
        <BulletListIcon />
      </ToolbarButton>
      <ToolbarButton
        label={text('richText.orderedList')}
        pressed={state.orderedList}
        onClick={() => run().toggleOrderedList().run()}
      >
        <OrderedListIcon />
      </ToolbarButton>
      <Separator />
      <ToolbarButton
        ref={linkButtonRef}
        label={text('richText.link')}
        aria-expanded={linkFormOpen}
        aria-controls={linkFormOpen ? linkFormId : undefined}
        onClick={onToggleLinkForm}
        className={state.link ? 'bg-gray-200' : undefined}
      >
        <LinkIcon />
      </ToolbarButton>
      <ToolbarButton
        label={text('richText.unlink')}
        disabled={!state.link}
        onClick={() => run().extendMarkRange('link').unsetLink().run()}
      >
        <UnlinkIcon />
      </ToolbarButton>
      <ToolbarButton
        label={text('richText.table.insert')}
        disabled={state.inTable}
        onClick={() => run().insertTable(NEW_TABLE).run()}
      >
        <TableIcon />
      </ToolbarButton>
      {state.inTable && (
        <>
          <Separator />
          <ToolbarButton
            label={text('richText.table.addRow')}
            onClick={() => run().addRowAfter().run()}
          >
            {text('richText.table.addRow')}
          </ToolbarButton>
          <ToolbarButton
            label={text('richText.table.addColumn')}
            onClick={() => run().addColumnAfter().run()}
          >
            {text('richText.table.addColumn')}
          </ToolbarButton>
          <ToolbarButton
            label={text('richText.table.deleteRow')}
            disabled={!state.canDeleteRow}
            onClick={() => run().deleteRow().run()}
          >
            {text('richText.table.deleteRow')}
          </ToolbarButton>
          <ToolbarButton
            label={text('richText.table.deleteColumn')}
            disabled={!state.canDeleteColumn}
            onClick={() => run().deleteColumn().run()}
          >
            {text('richText.table.deleteColumn')}
          </ToolbarButton>
          <ToolbarButton
            label={text('richText.table.delete')}
            onClick={() => run().deleteTable().run()}
          >
            {text('richText.table.delete')}
          </ToolbarButton>
        </>
      )}
    </div>
  );
}
