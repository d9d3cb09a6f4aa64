// The form schema's rule for a field holding a stored or just uploaded file (file-upload's
// UploadedFile), or null.
import { z } from 'zod';

export const storedFileSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    name: z.string(),
    mimeType: z.string(),
    size: z.number(),
  })
  .nullable();
