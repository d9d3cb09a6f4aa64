// The "Geschiedenis" tab of a CMS editor (CmsEditor adds it for a record with a history): the
// record's timeline, each restore confirmed in the app's dialog, and the editor's form read again
// after one. Its own chunk, with its texts: a screen loads it when the tab opens.
import { useDialog } from '../../dialog/use-dialog.ts';
import type { EditorFields } from '../editor/editor-fields.ts';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import type { HistoryRecord } from './history-record.ts';
import { HistoryTimeline, type RestoreQuestion } from './HistoryTimeline.tsx';
import { cmsHistoryMessages } from './messages/index.ts';

interface HistoryTabProps {
  record: HistoryRecord;
  fields: EditorFields;
  labels: Readonly<Record<string, string>>;
  canRestore: boolean;
  onRestored: () => Promise<unknown>;
}

function HistoryTab(props: HistoryTabProps) {
  const dialog = useDialog();
  const confirm = async (question: RestoreQuestion) => {
    const outcome = await dialog({
      kind: 'generic',
      type: 'warning',
      title: question.title,
      message: question.message,
      confirm: question.confirm,
      cancel: true,
    });
    return outcome.result === 'confirm';
  };
  return <HistoryTimeline {...props} confirm={confirm} />;
}

export default withFeatureMessages(cmsHistoryMessages, HistoryTab);
