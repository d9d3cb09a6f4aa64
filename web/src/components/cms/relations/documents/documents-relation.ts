// What the documents tab gets from a documents' owner (an evaluation, an association, a program, a
// trial bureau): the fields it shows and edits (a fragment for the owner's query to spread), the
// owner's document types, and how to add, change and remove a document.
import { type FragmentType, graphql } from '../../../../gql';
import type { DocumentChanges, NewDocument } from './document-values.ts';

export const DocumentRelationFragment = graphql(`
  fragment DocumentsRelation_document on Document {
    id
    type
    title
    isPublic
    file {
      ...StoredFile_file
    }
  }
`);

/** An owner's document types (`Document.type` is a string: each owner has its own list). */
export interface DocumentTypes<T extends string> {
  /** The type picker's choices with their labels, in the order it offers them. */
  options: readonly { value: T; label: string }[];
  /** The type of a new document. */
  initial: T;
  /** A stored type as one of the choices (one the owner does not know reads as its fallback). */
  choice: (stored: string) => T;
  /** A stored type's name in the list. */
  label: (stored: string) => string;
}

export interface DocumentsOwner<T extends string> {
  documents: readonly FragmentType<typeof DocumentRelationFragment>[];
  types: DocumentTypes<T>;
  add: (input: NewDocument<T>) => Promise<unknown>;
  update: (id: string, input: DocumentChanges<T>) => Promise<unknown>;
  remove: (id: string) => Promise<unknown>;
}
