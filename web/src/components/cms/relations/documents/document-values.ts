// The document form's values, rules and the inputs it sends, for any owner's document types. A new
// document needs a file (uploaded to /v1/files first; its id goes with the document); a changed one
// keeps its file unless another one was uploaded.
import { z } from 'zod';
import { required } from '../../../../../../schema/rules/schemas.ts';
import type { UploadedFile } from '../../../file-upload/upload-request.ts';
import { storedFileSchema } from '../../../form/stored-file-schema.ts';

/** The rules; `types` are the owner's choices. */
export const documentSchema = (types: readonly string[]) =>
  z.object({
    type: z.string().refine((type) => types.includes(type), { error: 'validation.required' }),
    title: required(300),
    isPublic: z.boolean(),
    file: storedFileSchema.refine((file) => Boolean(file), { error: 'validation.required' }),
  });
export type DocumentValues = z.infer<ReturnType<typeof documentSchema>>;

interface StoredDocument {
  type: string;
  title: string;
  isPublic: boolean;
  file: UploadedFile | null;
}

/** `types` is the owner's: the type of a new document, and how a stored type reads. */
export function documentValues(
  item: StoredDocument | null,
  types: { initial: string; choice: (stored: string) => string },
): DocumentValues {
  if (!item) return { type: types.initial, title: '', isPublic: false, file: null };
  return {
    type: types.choice(item.type),
    title: item.title,
    isPublic: item.isPublic,
    file: item.file,
  };
}

export interface NewDocument<T extends string> {
  type: T;
  title: string;
  isPublic: boolean;
  fileId: string;
}
export type DocumentChanges<T extends string> = Omit<NewDocument<T>, 'fileId'> & {
  fileId?: string;
};

/** A new document; `choice` is the owner's (the form offers only its choices). */
export const newDocumentInput = <T extends string>(
  values: DocumentValues,
  choice: (type: string) => T,
): NewDocument<T> => ({
  type: choice(values.type),
  title: values.title.trim(),
  isPublic: values.isPublic,
  fileId: values.file?.id ?? '',
});

/** The changes to a stored document; the file only when another one was uploaded. */
export function documentChanges<T extends string>(
  item: { file: { id: string } | null },
  values: DocumentValues,
  choice: (type: string) => T,
): DocumentChanges<T> {
  return {
    type: choice(values.type),
    title: values.title.trim(),
    isPublic: values.isPublic,
    ...(values.file && values.file.id !== item.file?.id ? { fileId: values.file.id } : {}),
  };
}
