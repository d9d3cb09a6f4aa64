// A CMS editor on its controller (`useCmsEditor`): the tab row, the field tabs as one form with
// the line on required fields and the Save bar under every one of them, then the relation tabs,
// then (for a record with a history) the kit's "Geschiedenis" tab. Read-only (a user who may not
// edit): every field readable, no line and no Save. Leaving asks first when what a save would send
// differs from the saved record. The kit's own texts (history, conflicts) come with it.
import { lazy, useCallback } from 'react';
import type { FieldValues } from 'react-hook-form';
import { type IntlShape, useIntl } from 'react-intl';
import { FeatureMessages } from '../../../i18n/feature-messages.tsx';
import type { MessageKey } from '../../../i18n/messages.ts';
import { cmsHistoryMessages } from '../history/messages/index.ts';
import { CmsEditorTabs, type EditorTab } from './CmsEditorTabs.tsx';
import { ConflictNotes } from './conflict/ConflictNotes.tsx';
import { EditorSaveBar, type EditorSaveTexts } from './EditorSaveBar.tsx';
import { type CmsEditorController, historyTabId } from './use-cms-editor.ts';

const HistoryTab = lazy(() => import('../history/HistoryTab.tsx'));

export interface CmsEditorTexts extends EditorSaveTexts {
  /** The tab row's name, e.g. "Onderdelen van de zorgevaluatie". */
  tabs: string;
  /** Above the fields: which ones are required. */
  required: string;
}

type EditorKey = 'tabs.label' | 'required' | 'save' | 'saved' | 'unchanged' | 'invalid';

type TabsLabelPrefix<K> = K extends `${infer P}.tabs.label` ? P : never;

/** A key prefix with every editor text in the catalogues. */
type EditorTextPrefix = {
  [P in TabsLabelPrefix<MessageKey>]: `${P}.${EditorKey}` extends MessageKey ? P : never;
}[TabsLabelPrefix<MessageKey>];

/** An editor's texts: `<prefix>.tabs.label`, `.required`, `.save`, `.saved`, `.unchanged`, `.invalid`. */
export function cmsEditorTexts(intl: IntlShape, prefix: EditorTextPrefix): CmsEditorTexts {
  const text = (key: EditorKey) => intl.formatMessage({ id: `${prefix}.${key}` as MessageKey });
  return {
    tabs: text('tabs.label'),
    required: text('required'),
    save: text('save'),
    saved: text('saved'),
    unchanged: text('unchanged'),
    invalid: text('invalid'),
  };
}

interface CmsEditorProps<V extends FieldValues> {
  editor: CmsEditorController<V>;
  texts: CmsEditorTexts;
  fieldTabs: readonly EditorTab[];
  relationTabs?: readonly EditorTab[];
  readOnly?: boolean;
}

export function CmsEditor<V extends FieldValues>(props: CmsEditorProps<V>) {
  return (
    <FeatureMessages catalogues={cmsHistoryMessages}>
      <EditorWithTabs {...props} />
    </FeatureMessages>
  );
}

function EditorWithTabs<V extends FieldValues>(props: CmsEditorProps<V>) {
  const { editor, texts, readOnly = false } = props;
  const intl = useIntl();
  const { changes, history } = editor;
  const relationTabs = props.relationTabs ?? [];
  const hasChanges = useCallback(
    (saved: V, values: V) => Object.keys(changes(saved, values)).length > 0,
    [changes],
  );
  // A change of a relationship is named by its tab (`criteria[12]` → "Criteria").
  const historyLabels = Object.fromEntries(relationTabs.map((tab) => [tab.id, tab.label]));
  const historyTab: EditorTab[] = history
    ? [
        {
          id: historyTabId,
          label: intl.formatMessage({ id: 'cmsHistory.tab' }),
          content: (
            <HistoryTab
              record={history}
              fields={editor.fields}
              labels={historyLabels}
              canRestore={!readOnly}
              onRestored={editor.refresh}
            />
          ),
        },
      ]
    : [];
  return (
    <CmsEditorTabs
      label={texts.tabs}
      tab={editor.tab}
      onSelect={editor.selectTab}
      onSubmit={(event) => void editor.save(event)}
      fieldTabs={props.fieldTabs}
      relationTabs={[...relationTabs, ...historyTab]}
      formIntro={!readOnly && texts.required}
      saveBar={
        !readOnly && (
          <>
            <ConflictNotes notes={editor.conflictNotes} onHide={editor.dismissConflictNotes} />
            <EditorSaveBar
              control={editor.form.control}
              outcome={editor.outcome}
              otherMessages={editor.otherMessages}
              conflictNotes={editor.conflictNotes}
              hasChanges={hasChanges}
              texts={texts}
            />
          </>
        )
      }
    />
  );
}
