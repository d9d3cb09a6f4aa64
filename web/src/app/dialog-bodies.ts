// Every dialog kind's body: the dialog kit's own and those the features contribute (each feature
// declares its kinds' payloads and values in store/actions.ts's DialogPayloads and DialogValues by
// declaration merging). Provided to the dialog host by the app shell (AppShell.tsx).
import { lazy } from 'react';
import { coreDialogBodies, type DialogBodies } from '../components/dialog/dialog-bodies.ts';

export const appDialogBodies: DialogBodies = {
  ...coreDialogBodies,
  editConflict: lazy(() => import('../components/cms/editor/conflict/ConflictDialogBody.tsx')),
  history: lazy(() => import('../components/cms/history/HistoryDialogBody.tsx')),
  event: lazy(() => import('../components/cms/relations/events/dialog/EventDialogBody.tsx')),
  hours: lazy(() => import('../features/hours/dialogs/HoursDialogBody.tsx')),
  hoursMove: lazy(() => import('../features/hours/dialogs/HoursMoveDialogBody.tsx')),
  activate: lazy(() => import('../features/users/activate/ActivateDialogBody.tsx')),
  bugReport: lazy(() => import('../features/bug-report/dialog/BugReportDialogBody.tsx')),
};
