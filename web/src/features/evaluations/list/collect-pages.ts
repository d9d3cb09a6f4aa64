// Fetches every page of a list one after another (the export), reporting progress and stopping
// when cancelled. Pure: the page fetcher is passed in, so it is tested without a server.

export interface PageOf<T> {
  items: T[];
  lastPage: number;
  total: number;
}

export class ExportCancelled extends Error {
  constructor() {
    super('The export was cancelled.');
    this.name = 'ExportCancelled';
  }
}

export async function collectPages<T>(
  fetchPage: (page: number, signal: AbortSignal) => Promise<PageOf<T>>,
  options: { signal: AbortSignal; onProgress: (done: number, total: number) => void },
): Promise<T[]> {
  const items: T[] = [];
  let page = 1;
  let lastPage = 1;
  do {
    if (options.signal.aborted) throw new ExportCancelled();
    const answer = await fetchPage(page, options.signal);
    if (options.signal.aborted) throw new ExportCancelled();
    items.push(...answer.items);
    lastPage = answer.lastPage;
    options.onProgress(items.length, answer.total);
    page += 1;
  } while (page <= lastPage);
  return items;
}
