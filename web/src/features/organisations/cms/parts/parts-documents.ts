// The part tabs' documents of each kind in one shape (parts-queries.ts, parts-mutations.ts). Posts and events
// are the other tabs' own; the trial bureau has no downloads.
import type { TypedDocumentNode } from '@apollo/client';
import type { OrganisationKind } from '../kinds.ts';
import {
  AddAssociationDocumentMutation,
  AddProgramDocumentMutation,
  AddProgramDownloadMutation,
  AddTrialBureauDocumentMutation,
  RemoveAssociationDocumentMutation,
  RemoveProgramDocumentMutation,
  RemoveProgramDownloadMutation,
  RemoveTrialBureauDocumentMutation,
  UpdateAssociationDocumentMutation,
  UpdateAssociationSettingsMutation,
  UpdateProgramDocumentMutation,
  UpdateProgramDownloadMutation,
  UpdateProgramSettingsMutation,
  UpdateTrialBureauDocumentMutation,
  UpdateTrialBureauSettingsMutation,
} from './parts-mutations.ts';
import {
  AssociationPartsQuery,
  ProgramPartsQuery,
  TrialBureauPartsQuery,
} from './parts-queries.ts';

export interface PartFile {
  id: string;
  url: string;
  name: string;
  mimeType: string;
  size: number;
}

export interface PartDocument {
  id: string;
  type: string;
  title: string;
  isPublic: boolean;
  file?: PartFile | null;
}

export interface PartSetting {
  id: string;
  key: string;
  value?: unknown;
}

export interface PartDownload {
  id: string;
  type: string;
  title: string;
  url?: string | null;
  date?: string | null;
  file?: PartFile | null;
}

export interface PartsAnswer {
  owner?: {
    id: string;
    documents: PartDocument[];
    settings: PartSetting[];
    downloads?: PartDownload[];
    evaluations: { id: string; title: string; status: string }[];
  } | null;
}

type Owned<V = object> = { ownerId: string } & V;
// biome-ignore lint/suspicious/noExplicitAny: the answers are refetched, not read
type Mutation<V> = TypedDocumentNode<any, V>;

export interface DocumentMutations {
  add: Mutation<Owned<{ input: Record<string, unknown> }>>;
  update: Mutation<Owned<{ id: string; input: Record<string, unknown> }>>;
  remove: Mutation<Owned<{ id: string }>>;
}

export interface PartsDocuments {
  query: TypedDocumentNode<PartsAnswer, { id: string }>;
  documents: DocumentMutations;
  settings: Mutation<Owned<{ values: Record<string, unknown> }>>;
  downloads: DocumentMutations | null;
}

/** A kind's generated document typed as the shape all kinds share (their documents select the same fields). */
const loose = <T>(document: unknown): T => document as T;

export const partsDocuments: Record<OrganisationKind, PartsDocuments> = {
  association: {
    query: loose(AssociationPartsQuery),
    documents: {
      add: loose(AddAssociationDocumentMutation),
      update: loose(UpdateAssociationDocumentMutation),
      remove: RemoveAssociationDocumentMutation,
    },
    settings: loose(UpdateAssociationSettingsMutation),
    downloads: null,
  },
  program: {
    query: loose(ProgramPartsQuery),
    documents: {
      add: loose(AddProgramDocumentMutation),
      update: loose(UpdateProgramDocumentMutation),
      remove: RemoveProgramDocumentMutation,
    },
    settings: loose(UpdateProgramSettingsMutation),
    downloads: {
      add: loose(AddProgramDownloadMutation),
      update: loose(UpdateProgramDownloadMutation),
      remove: RemoveProgramDownloadMutation,
    },
  },
  trialBureau: {
    query: loose(TrialBureauPartsQuery),
    documents: {
      add: loose(AddTrialBureauDocumentMutation),
      update: loose(UpdateTrialBureauDocumentMutation),
      remove: RemoveTrialBureauDocumentMutation,
    },
    settings: loose(UpdateTrialBureauSettingsMutation),
    downloads: null,
  },
};
