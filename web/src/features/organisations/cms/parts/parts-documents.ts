// The part tabs' shapes (from the one parts query, parts-queries.ts) and the mutations of their
// part lists (parts-mutations.ts). Posts and events are the other tabs' own.
import type { TypedDocumentNode } from '@apollo/client';
import type { CmsOrganisationPartsQuery } from '../../../../gql/graphql.ts';
import {
  AddDownloadMutation,
  AddOrganisationDocumentMutation,
  RemoveDownloadMutation,
  RemoveOrganisationDocumentMutation,
  UpdateDownloadMutation,
  UpdateOrganisationDocumentMutation,
} from './parts-mutations.ts';

type Owner = NonNullable<CmsOrganisationPartsQuery['owner']>;
export type PartDocument = Owner['documents'][number];
export type PartDownload = Extract<Owner, { downloads: unknown }>['downloads'][number];
export type PartFile = NonNullable<PartDocument['file']>;

type Owned<V = object> = { kind: string; ownerId: string } & V;
// biome-ignore lint/suspicious/noExplicitAny: the answers are refetched, not read
type Mutation<V> = TypedDocumentNode<any, V>;

/** A part list's writes, with the inputs its form makes (checked by the server, not by type). */
export interface PartMutations {
  add: Mutation<Owned<{ input: Record<string, unknown> }>>;
  update: Mutation<Owned<{ id: string; input: Record<string, unknown> }>>;
  remove: Mutation<Owned<{ id: string }>>;
}

/** A generated document typed as the part list's writes (the forms' inputs are loose records). */
const loose = <T>(document: unknown): T => document as T;

export const documentMutations: PartMutations = {
  add: loose(AddOrganisationDocumentMutation),
  update: loose(UpdateOrganisationDocumentMutation),
  remove: loose(RemoveOrganisationDocumentMutation),
};

/** A program's downloads: its events of type DOWNLOAD. */
export const downloadMutations: PartMutations = {
  add: loose(AddDownloadMutation),
  update: loose(UpdateDownloadMutation),
  remove: loose(RemoveDownloadMutation),
};
