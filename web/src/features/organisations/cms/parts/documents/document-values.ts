// An organisation document as the form edits it: its type (spec section 3's organisation types),
// title, whether visitors may see it and its file (uploaded to /v1/files first; a new document
// needs one, a changed one may keep its file), and the inputs the form sends.
import { z } from 'zod';
import { required } from '../../../../../../../schema/rules/schemas.ts';
import type { OrganisationDocumentType } from '../../../../../gql/graphql.ts';
import { documentTypes } from '../../../detail/document-groups.ts';
import type { OrganisationsMessageKey } from '../../../messages/index.ts';

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

interface StoredDocument {
  type: string;
  title: string;
  isPublic: boolean;
  file?: z.infer<typeof uploadedFile> | null;
}

const isDocumentType = (value: string): value is OrganisationDocumentType =>
  (documentTypes as readonly string[]).includes(value);

/** The form's values: a new document is general and not public; an unknown type reads as general. */
export function documentValues(item: StoredDocument | null): DocumentValues {
  if (!item) return { type: 'GENERAL', title: '', isPublic: false, file: null };
  const type = item.type.toUpperCase();
  return {
    type: isDocumentType(type) ? type : 'GENERAL',
    title: item.title,
    isPublic: item.isPublic,
    file: item.file ?? null,
  };
}

export const newDocumentInput = (values: DocumentValues) => ({
  type: values.type,
  title: values.title.trim(),
  isPublic: values.isPublic,
  fileId: values.file?.id ?? '',
});

/** The changes to a stored document; the file only when another one was uploaded. */
export function documentChanges(item: StoredDocument, values: DocumentValues) {
  return {
    type: values.type,
    title: values.title.trim(),
    isPublic: values.isPublic,
    ...(values.file && values.file.id !== item.file?.id ? { fileId: values.file.id } : {}),
  };
}

/** Title from a file name ("Jaarverslag 2025.pdf" -> "Jaarverslag 2025"). */
export const titleFromFileName = (name: string) => name.replace(/\.[^.]+$/, '').trim();

/** The catalogue key of a type's label (the public detail page's labels). */
export const documentTypeKey = (type: string) =>
  `organisations.documentType.${isDocumentType(type.toUpperCase()) ? type.toLowerCase() : 'other'}` as OrganisationsMessageKey;
