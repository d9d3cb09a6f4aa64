// The document form's values, rules and the inputs it sends. A new document needs a file (uploaded
// to /v1/files first; its id goes with the document); a changed one may keep its file.
import { z } from 'zod';
import { required } from '../../../../../../../schema/rules/schemas.ts';
import type {
  EvaluationDocumentInput,
  UpdateEvaluationDocumentInput,
} from '../../../../../gql/graphql.ts';
import { documentTypes, isDocumentType } from './document-types.ts';

const uploadedFile = z.object({
  id: z.string(),
  url: z.string(),
  name: z.string(),
  mimeType: z.string(),
  size: z.number(),
});

export const documentSchema = z.object({
  type: z.enum(documentTypes),
  title: required(300),
  isPublic: z.boolean(),
  file: uploadedFile.nullable().refine((file) => Boolean(file), { error: 'validation.required' }),
});
export type DocumentValues = z.infer<typeof documentSchema>;
export type DocumentFile = z.infer<typeof uploadedFile>;

interface StoredDocument {
  type: string;
  title: string;
  isPublic: boolean;
  file?: DocumentFile | null;
}

export function documentValues(item: StoredDocument | null): DocumentValues {
  if (!item) return { type: 'GENERAL', title: '', isPublic: false, file: null };
  return {
    type: isDocumentType(item.type) ? item.type : 'OTHER',
    title: item.title,
    isPublic: item.isPublic,
    file: item.file ?? null,
  };
}

export const newDocumentInput = (values: DocumentValues): EvaluationDocumentInput => ({
  type: values.type,
  title: values.title.trim(),
  isPublic: values.isPublic,
  fileId: values.file?.id ?? '',
});

/** The changes to a stored document; the file only when another one was uploaded. */
export function documentChanges(
  item: StoredDocument & { file?: { id: string } | null },
  values: DocumentValues,
): UpdateEvaluationDocumentInput {
  return {
    type: values.type,
    title: values.title.trim(),
    isPublic: values.isPublic,
    ...(values.file && values.file.id !== item.file?.id ? { fileId: values.file.id } : {}),
  };
}

/** Title from a file name ("Protocol v2.pdf" -> "Protocol v2"), for an empty title field. */
export const titleFromFileName = (name: string) => name.replace(/\.[^.]+$/, '').trim();
