// Unit tests of the export's page collection: every page in order, progress, cancel.
import { describe, expect, it } from 'vitest';
import { collectPages, ExportCancelled } from './collect-pages.ts';

const pages = [[1, 2], [3, 4], [5]];
const fetchPage = async (page: number) => ({
  items: pages[page - 1] ?? [],
  lastPage: pages.length,
  total: 5,
});

describe('collectPages', () => {
  it('fetches every page in order and reports progress', async () => {
    const progress: string[] = [];
    const items = await collectPages(fetchPage, {
      signal: new AbortController().signal,
      onProgress: (done, total) => progress.push(`${done}/${total}`),
    });
    expect(items).toEqual([1, 2, 3, 4, 5]);
    expect(progress).toEqual(['2/5', '4/5', '5/5']);
  });

  it('stops after the page in flight when cancelled', async () => {
    const controller = new AbortController();
    const asked: number[] = [];
    const run = collectPages(
      async (page) => {
        asked.push(page);
        if (page === 2) controller.abort();
        return fetchPage(page);
      },
      { signal: controller.signal, onProgress: () => {} },
    );
    await expect(run).rejects.toBeInstanceOf(ExportCancelled);
    expect(asked).toEqual([1, 2]);
  });
});
