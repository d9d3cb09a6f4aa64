// An uploaded file as POST /v1/files answers it: the usual file object with its download url.
import { type FileRef, fileUrl } from '../shared/presenters.ts';
import type { StoredFile } from '../shared/uploads/upload.ts';

export function presentFile(file: StoredFile): FileRef {
  return {
    id: file.id,
    url: fileUrl(file.id),
    name: file.name,
    mime_type: file.mimeType,
    size: file.size,
  };
}
