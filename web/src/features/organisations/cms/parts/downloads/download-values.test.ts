import { describe, expect, it } from 'vitest';
import {
  downloadInput,
  downloadSchema,
  downloadValues,
  fileLink,
  onlyDownloads,
} from './download-values.ts';

describe('the download form', () => {
  it('needs a title and a link (a web address or an uploaded file)', () => {
    const messages = (url: string) =>
      downloadSchema
        .safeParse({ ...downloadValues(null), title: 'Poster', url })
        .error?.issues.map((issue) => issue.message) ?? [];
    expect(messages('')).toContain('validation.required');
    expect(messages('geen adres')).toEqual(['validation.url']);
    expect(messages('https://example.org/poster.pdf')).toEqual([]);
    expect(messages(fileLink('/v1/files/12', 'https://zorgevaluatie.nl'))).toEqual([]);
  });

  it('sends an event of type download with the day and the link', () => {
    expect(
      downloadInput({
        title: ' Poster ',
        date: '2026-03-01',
        url: 'example.org/p.pdf',
        file: null,
      }),
    ).toEqual({
      type: 'DOWNLOAD',
      title: 'Poster',
      date: '2026-03-01',
      url: 'https://example.org/p.pdf',
    });
  });

  it('lists only downloads, newest day first', () => {
    const events = [
      { id: '1', type: 'DOWNLOAD', date: '2025-01-01' },
      { id: '2', type: 'MEETING', date: '2026-01-01' },
      { id: '3', type: 'DOWNLOAD', date: null },
      { id: '4', type: 'DOWNLOAD', date: '2026-02-01' },
    ];
    expect(onlyDownloads(events).map((event) => event.id)).toEqual(['4', '1', '3']);
  });
});
