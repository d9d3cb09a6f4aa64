// The editor's documents of each kind in one shape, with the organisation they load and the input
// they save. The form speaks of a `title`; the trial bureau's update takes it as `name`.
import type { TypedDocumentNode } from '@apollo/client';
import type { OrganisationKind } from '../kinds.ts';
import {
  AssociationEditorQuery,
  DeleteAssociationMutation,
  DeleteProgramMutation,
  DeleteTrialBureauMutation,
  ProgramEditorQuery,
  TrialBureauEditorQuery,
  UpdateAssociationMutation,
  UpdateProgramMutation,
  UpdateTrialBureauMutation,
} from './editor-operations.ts';

export interface StoredFile {
  id: string;
  url: string;
  name: string;
  mimeType: string;
  size: number;
}

/** An organisation as the editor loads it (every kind answers in this shape). */
export interface EditedOrganisation {
  id: string;
  title: string;
  abbreviation?: string | null;
  description?: string | null;
  about?: string | null;
  contact?: string | null;
  url?: string | null;
  updatedAt: string;
  logo?: StoredFile | null;
  banner?: StoredFile | null;
  specializations: readonly { id: string }[];
}

/** The update input every kind takes (the trial bureau calls the title `name`). */
export interface OrganisationInput {
  title?: string;
  abbreviation?: string | null;
  url?: string | null;
  specializationIds?: string[];
  description?: string | null;
  about?: string | null;
  contact?: string | null;
  logoId?: string | null;
  bannerId?: string | null;
}

export interface EditorAnswer {
  record?: EditedOrganisation | null;
  specializations: { data: readonly { id: string; title: string }[] };
}

type UpdateVariables = { id: string; input: Record<string, unknown> };

export interface EditorDocuments {
  query: TypedDocumentNode<EditorAnswer, { id: string }>;
  update: TypedDocumentNode<{ record: EditedOrganisation }, UpdateVariables>;
  remove: TypedDocumentNode<{ deleted: boolean }, { id: string }>;
  /** The changed fields as this kind's update input. */
  toUpdateInput: (input: OrganisationInput) => Record<string, unknown>;
}

const asIs = (input: OrganisationInput) => ({ ...input });
const titleAsName = ({ title, ...rest }: OrganisationInput) =>
  title === undefined ? rest : { ...rest, name: title };

/** A kind's generated document typed as the shape all kinds share (their documents select the same fields). */
const shaped = <T>(document: unknown): T => document as T;

export const editorDocuments: Record<OrganisationKind, EditorDocuments> = {
  association: {
    query: shaped(AssociationEditorQuery),
    update: shaped(UpdateAssociationMutation),
    remove: DeleteAssociationMutation,
    toUpdateInput: asIs,
  },
  program: {
    query: shaped(ProgramEditorQuery),
    update: shaped(UpdateProgramMutation),
    remove: DeleteProgramMutation,
    toUpdateInput: asIs,
  },
  trialBureau: {
    query: shaped(TrialBureauEditorQuery),
    update: shaped(UpdateTrialBureauMutation),
    remove: DeleteTrialBureauMutation,
    toUpdateInput: titleAsName,
  },
};
