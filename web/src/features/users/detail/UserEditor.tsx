// The form of an existing user: every field, the locked ones read-only (edit-rights.ts), one Save
// that sends the version the form started from (an edit conflict opens the kit's dialog); the
// sections below it (password, two-step sign-in) come in as children. A second tab,
// "Geschiedenis", is the account's history; the first stays mounted meanwhile, so an unsaved
// change survives a look at it.
import { useMutation } from '@apollo/client/react';
import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { tabClass } from '../../../components/cms/editor/CmsEditorTabs.tsx';
import { ConflictNotes } from '../../../components/cms/editor/conflict/ConflictNotes.tsx';
import { EditorSaveBar } from '../../../components/cms/editor/EditorSaveBar.tsx';
import { useCmsEditor } from '../../../components/cms/editor/use-cms-editor.ts';
import { useEditorTab } from '../../../components/cms/editor/use-editor-tab.ts';
import { cmsHistoryMessages } from '../../../components/cms/history/messages/index.ts';
import type { OrganisationOptions } from '../../../components/form/organisation-choices.ts';
import { getFragmentData } from '../../../gql';
import type { UserForm_UserFragment } from '../../../gql/graphql.ts';
import { FeatureMessages } from '../../../i18n/feature-messages.tsx';
import { UpdateUserMutation, UserFormFragment } from './detail-operations.ts';
import type { UserEditRights } from './edit-rights.ts';
import { useUserEditorFields } from './editor-fields.ts';
import { changedInput, toFormValues, type UserValues, userSchema } from './form-values.ts';
import { UserFields } from './UserFields.tsx';
import { saveTexts, serverFieldMap } from './user-save.ts';

const HistoryTab = lazy(() => import('../../../components/cms/history/HistoryTab.tsx'));

const tabIds = ['details', 'history'] as const;

interface UserEditorProps {
  user: UserForm_UserFragment;
  options: OrganisationOptions;
  rights: UserEditRights;
  /** Reads the user again (the page's query). */
  reload: () => Promise<UserForm_UserFragment | null | undefined>;
  /** Below the form on the first tab (the password and two-step sign-in of one's own account). */
  children?: ReactNode;
}

const saved = (user: UserForm_UserFragment | null | undefined) =>
  user ? { values: toFormValues(user), version: user.version } : undefined;

export function UserEditor(props: UserEditorProps) {
  return (
    <FeatureMessages catalogues={cmsHistoryMessages}>
      <UserEditorTabs {...props} />
    </FeatureMessages>
  );
}

function UserEditorTabs({ user, options, rights, reload, children }: UserEditorProps) {
  const intl = useIntl();
  const [tab, selectTab] = useEditorTab(tabIds);
  const [update] = useMutation(UpdateUserMutation);
  const fields = useUserEditorFields(options);
  const editor = useCmsEditor({
    schema: userSchema,
    values: toFormValues(user),
    version: user.version,
    fields,
    changes: (saved: UserValues, values: UserValues) => changedInput(saved, values, rights.locked),
    send: async (input, version) => {
      const result = await update({
        variables: { id: user.id, input, version },
        context: { quiet: true },
      });
      return saved(getFragmentData(UserFormFragment, result.data?.updateUser));
    },
    reload: async () => saved(await reload()),
    serverFieldMap,
  });
  const { form, save, outcome, otherMessages } = editor;

  return (
    <TabGroup
      selectedIndex={Math.max(0, tabIds.indexOf(tab as (typeof tabIds)[number]))}
      onChange={(index) => selectTab(tabIds[index] ?? 'details')}
      className="space-y-6"
    >
      <TabList
        aria-label={intl.formatMessage({ id: 'users.tabs.label' })}
        className="flex gap-x-1 overflow-x-auto whitespace-nowrap border-b border-neutral-300"
      >
        <Tab className={tabClass}>{intl.formatMessage({ id: 'users.tabs.details' })}</Tab>
        <Tab className={tabClass}>{intl.formatMessage({ id: 'cmsHistory.tab' })}</Tab>
      </TabList>
      <TabPanels>
        <TabPanel unmount={false} className="space-y-10 focus-visible:outline-2">
          <form noValidate onSubmit={(event) => void save(event)} className="space-y-6">
            <p className="text-sm text-ink-muted">
              {intl.formatMessage({ id: 'users.form.optional' })}
            </p>
            {rights.ownAccount && rights.locked.length > 0 && (
              <p className="rounded-md bg-surface-muted p-4">
                {intl.formatMessage({ id: 'users.form.ownReadOnly' })}
              </p>
            )}
            <UserFields
              control={form.control}
              options={options}
              locked={rights.locked}
              savedName={user.name}
            />
            <ConflictNotes notes={editor.conflictNotes} onHide={editor.dismissConflictNotes} />
            <EditorSaveBar
              control={form.control}
              outcome={outcome}
              otherMessages={otherMessages}
              conflictNotes={editor.conflictNotes}
              texts={saveTexts(intl, 'users.form.save')}
            />
          </form>
          {children}
        </TabPanel>
        <TabPanel className="focus-visible:outline-2">
          <Suspense fallback={null}>
            <HistoryTab
              record={{ recordType: 'users', recordId: user.id }}
              fields={fields}
              labels={{ name: intl.formatMessage({ id: 'users.list.column.name' }) }}
              canRestore
              onRestored={editor.refresh}
            />
          </Suspense>
        </TabPanel>
      </TabPanels>
    </TabGroup>
  );
}
