// The three organisation kinds the CMS edits with one list and one editor (and one set of GraphQL
// documents, which take the kind): where each lives, how its name field is called, and which
// relation tabs its editor shows (spec section 3: the trial bureau has documents and settings only).
import type { OrganisationKind as ApiOrganisationKind } from '../../../gql/graphql.ts';
import type { CmsOrganisationsMessageKey } from './messages/index.ts';

export const organisationKinds = ['association', 'program', 'trialBureau'] as const;
export type OrganisationKind = (typeof organisationKinds)[number];

/** The kind as the GraphQL documents pass it: `organisation(kind: TRIAL_BUREAU, id: $id)`. */
export const apiKind = {
  association: 'ASSOCIATION',
  program: 'PROGRAM',
  trialBureau: 'TRIAL_BUREAU',
} as const satisfies Record<OrganisationKind, ApiOrganisationKind>;

export type RelationTabId =
  | 'documents'
  | 'posts'
  | 'events'
  | 'downloads'
  | 'settings'
  | 'evaluations';

export interface KindConfig {
  kind: OrganisationKind;
  /** The CMS list's path; an editor is `${path}/{id}`. */
  path: string;
  /** The public page's path (an id follows). */
  publicPath: string;
  /** What the record's name is called on screen: trial bureaus have a name, the others a title. */
  nameField: 'title' | 'name';
  /** The screen titles of the list (also the editor's trail). */
  listTitleId:
    | 'page.cmsAssociations.title'
    | 'page.cmsPrograms.title'
    | 'page.cmsTrialBureaus.title';
  listIntroId:
    | 'page.cmsAssociations.intro'
    | 'page.cmsPrograms.intro'
    | 'page.cmsTrialBureaus.intro';
  relationTabs: readonly RelationTabId[];
  /** The kind as the history names its records (its /v1 path). */
  historyType: 'associations' | 'programs' | 'trial-bureau';
}

export const kindConfigs: Record<OrganisationKind, KindConfig> = {
  association: {
    kind: 'association',
    path: '/cms/associations',
    publicPath: '/associations',
    nameField: 'title',
    listTitleId: 'page.cmsAssociations.title',
    listIntroId: 'page.cmsAssociations.intro',
    relationTabs: ['documents', 'posts', 'events', 'settings', 'evaluations'],
    historyType: 'associations',
  },
  program: {
    kind: 'program',
    path: '/cms/programs',
    publicPath: '/programs',
    nameField: 'title',
    listTitleId: 'page.cmsPrograms.title',
    listIntroId: 'page.cmsPrograms.intro',
    relationTabs: ['documents', 'posts', 'events', 'downloads', 'settings', 'evaluations'],
    historyType: 'programs',
  },
  trialBureau: {
    kind: 'trialBureau',
    path: '/cms/trialbureaus',
    publicPath: '/trialbureaus',
    nameField: 'name',
    listTitleId: 'page.cmsTrialBureaus.title',
    listIntroId: 'page.cmsTrialBureaus.intro',
    relationTabs: ['documents', 'settings'],
    historyType: 'trial-bureau',
  },
};

/** A kind's own text (`cmsOrganisations.kind.<kind>.<key>`). */
export const kindText = (
  kind: OrganisationKind,
  key: 'list' | 'new' | 'search' | 'empty' | 'deleted',
) => `cmsOrganisations.kind.${kind}.${key}` as CmsOrganisationsMessageKey;
