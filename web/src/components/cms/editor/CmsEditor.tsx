// A CMS editor on its controller (`useCmsEditor`): the tab row, the field tabs as one form with
// the line on required fields and the Save bar under every one of them, then the relation tabs. Read-only (a user who may not edit): every field readable, no line and no Save. Leaving
// asks first when what a save would send differs from the saved record.
import { useCallback } from 'react';
import type { FieldValues } from 'react-hook-form';
import type { IntlShape } from 'react-intl';
import type { MessageKey } from '../../../i18n/messages.ts';
import { CmsEditorTabs, type EditorTab } from './CmsEditorTabs.tsx';
import { EditorSaveBar, type EditorSaveTexts } from './EditorSaveBar.tsx';
import type { CmsEditorController } from './use-cms-editor.ts';

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
  const { editor, texts, readOnly = false } = props;
  const { changes } = editor;
  const hasChanges = useCallback(
    (saved: V, values: V) => Object.keys(changes(saved, values)).length > 0,
    [changes],
  );
  return (
    <CmsEditorTabs
      label={texts.tabs}
      tab={editor.tab}
      onSelect={editor.selectTab}
      onSubmit={(event) => void editor.save(event)}
      fieldTabs={props.fieldTabs}
      relationTabs={props.relationTabs ?? []}
      formIntro={!readOnly && texts.required}
      saveBar={
        !readOnly && (
          <EditorSaveBar
            control={editor.form.control}
            outcome={editor.outcome}
            otherMessages={editor.otherMessages}
            hasChanges={hasChanges}
            texts={texts}
          />
        )
      }
    />
  );
}
