// A program's download as the form edits it. The spec keeps downloads as events of type DOWNLOAD
// with a title, a day and something to fetch: a web address or an uploaded file (the event's
// fileId; uploaded to /v1/files first). One of the two is needed, both may be given.
import { z } from 'zod';
import { normaliseLink, urlPattern } from '../../../../../../../schema/rules/patterns.ts';
import { required } from '../../../../../../../schema/rules/schemas.ts';
import type { UploadedFile } from '../../../../../components/file-upload/upload-request.ts';
import { storedFileSchema } from '../../../../../components/form/stored-file-schema.ts';

export const downloadSchema = z
  .object({
    title: required(250),
    date: z.iso.date({ error: 'validation.date' }).nullable(),
    url: z
      .string()
      .trim()
      .max(2048)
      .refine((value) => value === '' || urlPattern.test(value), { error: 'validation.url' }),
    file: storedFileSchema,
  })
  .superRefine((values, context) => {
    if (values.url.trim() !== '' || values.file) return;
    context.addIssue({ code: 'custom', path: ['url'], message: 'validation.urlOrFile' });
  });
export type DownloadValues = z.infer<typeof downloadSchema>;

interface StoredDownload {
  title: string;
  url?: string | null;
  date?: string | null;
  file: UploadedFile | null;
}

export function downloadValues(item: StoredDownload | null): DownloadValues {
  return {
    title: item?.title ?? '',
    date: item?.date ?? null,
    url: item?.url ?? '',
    file: item?.file ?? null,
  };
}

/** The event input of a download: always of type DOWNLOAD, a day or none, its address and file. */
export function downloadInput(values: DownloadValues) {
  const url = values.url.trim();
  return {
    type: 'DOWNLOAD' as const,
    title: values.title.trim(),
    date: values.date || null,
    url: url === '' ? null : normaliseLink(url),
    fileId: values.file?.id ?? null,
  };
}

/** Only the downloads among an owner's events, newest day first (no day last). */
export function onlyDownloads<T extends { type: string; date?: string | null; id: string }>(
  events: readonly T[],
): T[] {
  return events
    .filter((event) => event.type === 'DOWNLOAD')
    .sort((a, b) => (b.date ?? '').localeCompare(a.date ?? '') || Number(b.id) - Number(a.id));
}
