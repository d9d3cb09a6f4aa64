// A record's stored file (a logo, a banner, an avatar) as a form holds it: the fields the upload
// widget shows and hands on, asked with one fragment, and the form schema's rule for them.
import { z } from 'zod';
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

/** A form field holding a stored or just uploaded file, or null. */
export const storedFileSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    name: z.string(),
    mimeType: z.string(),
    size: z.number(),
  })
  .nullable();
