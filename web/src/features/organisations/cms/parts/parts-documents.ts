// The part tabs' shapes (from the one parts query, parts-queries.ts) and the mutations of their
// part lists (parts-mutations.ts). Posts and events are the other tabs' own.
import type { CmsOrganisationPartsQuery } from '../../../../gql/graphql.ts';
import type { OwnerWrites } from '../owner-writes.ts';
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

/** A part list's writes, with the inputs its form makes (checked by the server, not by type). */
export type PartMutations = OwnerWrites<string, Record<string, unknown>, Record<string, unknown>>;

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
