// Message catalogues: Dutch is the bundled default, English is loaded on demand as its own chunk.
import type { FileUploadMessageKey } from '../components/file-upload/messages/index.ts';
import type { FormKitMessageKey } from '../components/form/messages/index.ts';
import type { ListViewMessageKey } from '../components/list-view/messages/index.ts';
import type { RelationListMessageKey } from '../components/relation-list/messages/index.ts';
import type { RichTextMessageKey } from '../components/rich-text-editor/messages/index.ts';
import type { CmsEvaluationsEditorMessageKey } from '../features/evaluations/cms/editor/messages/index.ts';
import type { CmsEvaluationsListMessageKey } from '../features/evaluations/cms/list/messages/index.ts';
import type { CmsEvaluationsRelationsMessageKey } from '../features/evaluations/cms/relations/messages/index.ts';
import type { EvaluationsMessageKey } from '../features/evaluations/messages/index.ts';
import type { DashboardMessageKey } from '../features/dashboard/messages/index.ts';
import type { HomeMessageKey } from '../features/home/messages/index.ts';
import type { HoursMessageKey } from '../features/hours/messages/index.ts';
import type { InclusionMonitorMessageKey } from '../features/inclusion-monitor/messages/index.ts';
import type { InfoMessageKey } from '../features/info/messages/index.ts';
import type { SearchResultsMessageKey } from '../features/search/messages/index.ts';
import type { CmsOrganisationsMessageKey } from '../features/organisations/cms/messages/index.ts';
import type { OrganisationsMessageKey } from '../features/organisations/messages/index.ts';
import type { CmsOrganisationEventsMessageKey } from '../features/organisations/cms/events/messages/index.ts';
import type { CmsOrganisationPostsMessageKey } from '../features/organisations/cms/posts/messages/index.ts';
import type { UsersMessageKey } from '../features/users/messages/index.ts';
import type { SpecializationsMessageKey } from '../features/specializations/messages/index.ts';
import type { CentersMessageKey } from '../features/centers/messages/index.ts';
import type { BugReportsCmsMessageKey } from '../features/bug-report/cms/messages/index.ts';
import type { Locale } from './locales.ts';
import nl from './nl.json' with { type: 'json' };

/** Message ids of the shell (this folder's catalogues, part of the first load). */
export type ShellMessageKey = keyof typeof nl;

/**
 * Every message id: the shell's plus each feature's and each CMS widget kit's (`messages/` folders
 * under `features/` and `components/`, loaded with their chunk and available inside their
 * `FeatureMessages`). The Dutch catalogues are the
 * reference for all others. Type-only imports: no feature text enters the first load.
 */
export type MessageKey =
  | ShellMessageKey
  | FormKitMessageKey
  | ListViewMessageKey
  | RelationListMessageKey
  | RichTextMessageKey
  | FileUploadMessageKey
  | EvaluationsMessageKey
  | CmsEvaluationsListMessageKey
  | CmsEvaluationsEditorMessageKey
  | CmsEvaluationsRelationsMessageKey
  | HomeMessageKey
  | DashboardMessageKey
  | HoursMessageKey
  | InclusionMonitorMessageKey
  | InfoMessageKey
  | SearchResultsMessageKey
  | OrganisationsMessageKey
  | CmsOrganisationsMessageKey
  | CmsOrganisationEventsMessageKey
  | CmsOrganisationPostsMessageKey
  | UsersMessageKey
  | SpecializationsMessageKey
  | CentersMessageKey
  | BugReportsCmsMessageKey;

export type Messages = Record<ShellMessageKey, string>;

export const nlMessages: Messages = nl;

const loaders: Record<Locale, () => Promise<Messages>> = {
  nl: () => Promise.resolve(nlMessages),
  en: async () => (await import('./en.json', { with: { type: 'json' } })).default,
};

/** Returns the catalogue of a locale, fetching its chunk the first time it is needed. */
export function loadMessages(locale: Locale): Promise<Messages> {
  return loaders[locale]();
}

// Lets TypeScript check the ids passed to <FormattedMessage> and intl.formatMessage().
declare global {
  namespace FormatjsIntl {
    interface Message {
      ids: MessageKey;
    }
  }
}

/**
 * A catalogue as react-intl's provider types it (every MessageKey). The shell's provider holds only
 * the shell keys; each feature's keys are added inside its screens by `FeatureMessages`.
 */
export const asIntlMessages = (catalogue: Partial<Record<string, string>>) =>
  catalogue as Record<MessageKey, string>;
