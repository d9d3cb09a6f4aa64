// Stores generated demo files (PDF, text, SVG) and records them in the files table.
import type { FileStorage } from '../../../storage/file-storage.ts';
import type { Db } from '../../database.ts';
import { createPdf, type PdfContent } from './pdf.ts';

export interface SeedFiles {
  pdf(originalName: string, content: PdfContent): Promise<number>;
  text(originalName: string, content: string): Promise<number>;
  svg(originalName: string, svg: string): Promise<number>;
  /** Keys written so far, so a failed seed can remove the bytes its rolled-back rows pointed at. */
  readonly storedKeys: readonly string[];
}

const mimeTypes = { pdf: 'application/pdf', txt: 'text/plain', svg: 'image/svg+xml' } as const;

export function createSeedFiles(db: Db, storage: FileStorage): SeedFiles {
  const storedKeys: string[] = [];
  const store = async (
    originalName: string,
    bytes: Uint8Array,
    extension: keyof typeof mimeTypes,
  ): Promise<number> => {
    const stored = await storage.put(bytes, extension);
    storedKeys.push(stored.storageKey);
    const row = await db
      .insertInto('files')
      .values({
        storage_key: stored.storageKey,
        original_name: originalName,
        mime_type: mimeTypes[extension],
        size_bytes: stored.sizeBytes,
        sha256: stored.sha256,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const encoder = new TextEncoder();
  return {
    pdf: (originalName, content) => store(originalName, createPdf(content), 'pdf'),
    text: (originalName, content) => store(originalName, encoder.encode(content), 'txt'),
    svg: (originalName, svg) => store(originalName, encoder.encode(svg), 'svg'),
    storedKeys,
  };
}

/**
 * Runs `work` in one transaction with a `SeedFiles` recording into it. When the transaction fails,
 * its rows roll back and the bytes they pointed at are removed, so no orphans stay in storage.
 */
export async function withSeedFiles<T>(
  db: Db,
  storage: FileStorage,
  work: (trx: Db, files: SeedFiles) => Promise<T>,
): Promise<T> {
  let files: SeedFiles | undefined;
  try {
    return await db.transaction().execute((trx) => {
      files = createSeedFiles(trx, storage);
      return work(trx, files);
    });
  } catch (error) {
    const stored = files?.storedKeys ?? [];
    await Promise.allSettled(stored.map((key) => storage.remove(key)));
    throw error;
  }
}
