// A program's download as the form edits it. The spec keeps downloads as events of type DOWNLOAD
// with a title, a day and a link; an uploaded file gives that link (its absolute /v1/files
// address), since an event stores no file of its own.
import { z } from 'zod';
import { normaliseLink, urlPattern } from '../../../../../../../schema/rules/patterns.ts';
import { required } from '../../../../../../../schema/rules/schemas.ts';

export const downloadSchema = z.object({
  title: required(250),
  date: z.iso.date({ error: 'validation.date' }).nullable(),
  url: required(2048).refine((value) => urlPattern.test(value), { error: 'validation.url' }),
  file: z
    .object({
      id: z.string(),
      url: z.string(),
      name: z.string(),
      mimeType: z.string(),
      size: z.number(),
    })
    .nullable(),
});
export type DownloadValues = z.infer<typeof downloadSchema>;

interface StoredDownload {
  title: string;
  url?: string | null;
  date?: string | null;
}

export function downloadValues(item: StoredDownload | null): DownloadValues {
  return {
    title: item?.title ?? '',
    date: item?.date ?? null,
    url: item?.url ?? '',
    file: null,
  };
}

/** The event input of a download: always of type DOWNLOAD, a day or none, the link. */
export function downloadInput(values: DownloadValues) {
  return {
    type: 'DOWNLOAD',
    title: values.title.trim(),
    date: values.date || null,
    url: normaliseLink(values.url),
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

/** The absolute address of an uploaded file (the API answers with a path on this site). */
export const fileLink = (path: string, origin: string) => new URL(path, origin).href;
