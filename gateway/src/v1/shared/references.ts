// Checks that ids named in a request body exist, so the client hears which field is wrong (422)
// instead of a bare foreign-key failure.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { invalidField } from './http-errors.ts';

type ReferencedTable = 'specializations' | 'evaluations' | 'associations' | 'programs';

/** 422 `validation.exists` on `field` when any of the ids is not a row of `table`. */
export async function ensureRows(
  db: Db,
  table: ReferencedTable,
  ids: readonly number[] | null | undefined,
  field: string,
): Promise<void> {
  const wanted = [...new Set(ids ?? [])];
  if (wanted.length === 0) return;
  const found = await db.selectFrom(table).select('id').where('id', 'in', wanted).execute();
  if (found.length !== wanted.length) throw invalidField(field, 'validation.exists');
}

/**
 * 422 on `field` when the file does not exist (`validation.exists`), for an image field is not an
 * image (`validation.invalid`), or for a pdf field (the privacy statement) is not a PDF
 * (`validation.pdf`). Images and pdf fields are public, so neither may name a guarded file.
 */
export async function ensureFile(
  db: Db,
  fileId: number | null | undefined,
  field: string,
  options: { image?: boolean; pdf?: boolean } = {},
): Promise<void> {
  if (fileId === null || fileId === undefined) return;
  const file = await db
    .selectFrom('files')
    .select('mime_type')
    .where('id', '=', fileId)
    .executeTakeFirst();
  if (!file) throw invalidField(field, 'validation.exists');
  if (options.pdf && file.mime_type !== 'application/pdf')
    throw invalidField(field, 'validation.pdf');
  if (!options.image && !options.pdf) return;
  if (options.image && !file.mime_type.startsWith('image/'))
    throw invalidField(field, 'validation.invalid');
  // An image (or the privacy statement) is shown to whoever sees its record: the file of a
  // document (private ones included) or a bug report's screenshot would become readable through it.
  const guarded = await db
    .selectFrom('documents')
    .select(sql<number>`1`.as('one'))
    .where('file_id', '=', fileId)
    .union(
      db
        .selectFrom('bug_reports')
        .select(sql<number>`1`.as('one'))
        .where('screenshot_id', '=', fileId),
    )
    .executeTakeFirst();
  if (guarded) throw invalidField(field, 'validation.invalid');
}
