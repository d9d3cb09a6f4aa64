// The list documents of each kind, in one shape: the list query (sorted by the kind's name field),
// the create mutation (from a title) and the bulk delete.
import type { TypedDocumentNode } from '@apollo/client';
import type { OrganisationKind } from '../kinds.ts';
import {
  CmsAssociationsListQuery,
  CmsProgramsListQuery,
  CmsTrialBureausListQuery,
  CreateAssociationMutation,
  CreateProgramMutation,
  CreateTrialBureauMutation,
  DeleteAssociationsMutation,
  DeleteProgramsMutation,
  DeleteTrialBureausMutation,
} from './list-operations.ts';
import type { OrganisationSortKey } from './list-state.ts';

export interface OrganisationRow {
  id: string;
  title: string;
  abbreviation?: string | null;
  updatedAt: string;
  evaluations: readonly { id: string }[];
}

export interface ListAnswer {
  list: {
    data: OrganisationRow[];
    pageInfo: { currentPage: number; lastPage: number; total: number };
  };
}

interface ListVariables {
  filter?: { search?: string } | null;
  sort?: OrganisationSortKey<'TITLE' | 'NAME'>[] | null;
  page: number;
  limit: number;
}

export interface ListDocuments {
  nameSortField: 'TITLE' | 'NAME';
  list: TypedDocumentNode<ListAnswer, ListVariables>;
  create: TypedDocumentNode<{ created: { id: string } }, { title: string }>;
  remove: TypedDocumentNode<{ deleted: boolean }, { ids: string[] }>;
}

// The kinds' sort fields are distinct enums in the schema that share these values.
export const listDocuments: Record<OrganisationKind, ListDocuments> = {
  association: {
    nameSortField: 'TITLE',
    list: CmsAssociationsListQuery as TypedDocumentNode<ListAnswer, ListVariables>,
    create: CreateAssociationMutation,
    remove: DeleteAssociationsMutation,
  },
  program: {
    nameSortField: 'TITLE',
    list: CmsProgramsListQuery as TypedDocumentNode<ListAnswer, ListVariables>,
    create: CreateProgramMutation,
    remove: DeleteProgramsMutation,
  },
  trialBureau: {
    nameSortField: 'NAME',
    list: CmsTrialBureausListQuery as TypedDocumentNode<ListAnswer, ListVariables>,
    create: CreateTrialBureauMutation,
    remove: DeleteTrialBureausMutation,
  },
};
