import { describe, expect, it } from 'vitest';
import { downloadInput, downloadSchema, downloadValues, onlyDownloads } from './download-values.ts';

const pdf = {
  id: '12',
  url: '/v1/files/12',
  name: 'Poster.pdf',
  mimeType: 'application/pdf',
  size: 2048,
};

describe('the download form', () => {
  it('needs a title and a web address or an uploaded file', () => {
    const messages = (values: Partial<ReturnType<typeof downloadValues>>) =>
      downloadSchema
        .safeParse({ ...downloadValues(null), title: 'Poster', ...values })
        .error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];
    expect(messages({ url: '' })).toEqual(['url: validation.urlOrFile']);
    expect(messages({ url: 'geen adres' })).toEqual(['url: validation.url']);
    expect(messages({ url: 'https://example.org/poster.pdf' })).toEqual([]);
    expect(messages({ url: '', file: pdf })).toEqual([]);
    expect(messages({ title: '', url: '' })).toContain('title: validation.required');
  });

  it('sends an event of type download with the day, the address and the file', () => {
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
      fileId: null,
    });
    expect(downloadInput({ title: 'Poster', date: null, url: ' ', file: pdf })).toEqual({
      type: 'DOWNLOAD',
      title: 'Poster',
      date: null,
      url: null,
      fileId: '12',
    });
  });

  it('edits a stored download with its file', () => {
    expect(downloadValues({ title: 'Poster', url: null, date: null, file: pdf })).toEqual({
      title: 'Poster',
      date: null,
      url: '',
      file: pdf,
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
