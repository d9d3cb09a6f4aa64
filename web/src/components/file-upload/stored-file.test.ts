// A stored file as a form and a download link read it: its own fields, nothing of the answer's
// bookkeeping (Apollo's __typename), and null for none.
import { describe, expect, it } from 'vitest';
import { makeFragmentData } from '../../gql';
import { StoredFileFragment, storedFile } from './stored-file.ts';

describe('storedFile', () => {
  it('gives the file’s fields, or null', () => {
    const answer = {
      __typename: 'File',
      id: '40',
      url: '/v1/files/40',
      name: 'logo.png',
      mimeType: 'image/png',
      size: 90,
    };
    expect(storedFile(makeFragmentData(answer, StoredFileFragment))).toEqual({
      id: '40',
      url: '/v1/files/40',
      name: 'logo.png',
      mimeType: 'image/png',
      size: 90,
    });
    expect(storedFile(null)).toBeNull();
    expect(storedFile(undefined)).toBeNull();
  });
});
