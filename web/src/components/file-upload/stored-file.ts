// A record's stored file (a logo, a banner, an avatar, a document's file): the fields the upload
// widget shows and hands on and a download link needs, asked with one fragment. No zod here: the
// public pages read it too (the form's rule is form/stored-file-schema.ts).
import { type FragmentType, getFragmentData, graphql } from '../../gql';
import type { UploadedFile } from './upload-request.ts';

export const StoredFileFragment = graphql(`
  fragment StoredFile_file on File {
    id
    url
    name
    mimeType
    size
  }
`);

/** The form's value of a stored file (null when there is none). */
export function storedFile(
  file: FragmentType<typeof StoredFileFragment> | null | undefined,
): UploadedFile | null {
  if (!file) return null;
  const { id, url, name, mimeType, size } = getFragmentData(StoredFileFragment, file);
  return { id, url, name, mimeType, size };
}
