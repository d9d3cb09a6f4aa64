// The CMS user menu's "Bug melden" entry: opens the report flow from anywhere in the CMS.
import { MenuItem } from '@headlessui/react';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { useDispatch } from '../../../store/hooks.tsx';
import { bugReportMessages, useBugReportText } from '../messages/index.ts';

function BugReportMenuItem({ className }: { className?: string }) {
  const t = useBugReportText();
  const dispatch = useDispatch();
  return (
    <MenuItem
      as="button"
      type="button"
      className={`w-full text-left ${className ?? ''}`}
      onClick={() => dispatch({ type: 'bugReport/opened', title: t('bugReport.dialog.title') })}
    >
      {t('bugReport.menu.entry')}
    </MenuItem>
  );
}

export default withFeatureMessages(bugReportMessages, BugReportMenuItem);
