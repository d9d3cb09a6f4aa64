// Which files anonymous visitors may fetch: those shown on the public site, nothing else.
import { type ExpressionBuilder, sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/types.ts';

type Eb = ExpressionBuilder<Database, 'files'>;

const organisationImage = (eb: Eb, table: 'associations' | 'programs' | 'trial_bureaus') =>
  eb.exists(
    eb
      .selectFrom(table)
      .select(sql`1`.as('one'))
      .where((inner) =>
        inner.or([
          inner(`${table}.logo_id`, '=', eb.ref('files.id')),
          inner(`${table}.banner_id`, '=', eb.ref('files.id')),
        ]),
      ),
  );

const publishedEvaluationImage = (eb: Eb) =>
  eb.exists(
    eb
      .selectFrom('evaluations')
      .select(sql`1`.as('one'))
      .where('evaluations.status', '=', 'published')
      .where((inner) =>
        inner.or([
          inner('evaluations.logo_id', '=', eb.ref('files.id')),
          inner('evaluations.banner_id', '=', eb.ref('files.id')),
        ]),
      ),
  );

// A post's image is public once the post is: its publish time has come (no publish time is a draft)
// and its owner is public (no owner, an association, a program, or a published evaluation).
const publicPostImage = (eb: Eb) =>
  eb.exists(
    eb
      .selectFrom('posts')
      .leftJoin('evaluations', 'evaluations.id', 'posts.evaluation_id')
      .select(sql`1`.as('one'))
      .where('posts.image_id', '=', eb.ref('files.id'))
      .where('posts.publish_at', '<=', sql<Date>`now()`)
      .where((inner) =>
        inner.or([
          inner('posts.evaluation_id', 'is', null),
          inner('evaluations.status', '=', 'published'),
        ]),
      ),
  );

// The file of an event (a program's download): events belong to an association or a program, and
// both are public, so the file is too.
const eventFile = (eb: Eb) =>
  eb.exists(
    eb
      .selectFrom('events')
      .select(sql`1`.as('one'))
      .where('events.file_id', '=', eb.ref('files.id')),
  );

const avatar = (eb: Eb) =>
  eb.exists(
    eb
      .selectFrom('users')
      .select(sql`1`.as('one'))
      .where('users.avatar_id', '=', eb.ref('files.id')),
  );

// A public document of a public owner: an association, program or trial bureau (the documents
// table admits exactly one owner), or a published evaluation.
const publicDocument = (eb: Eb) =>
  eb.exists(
    eb
      .selectFrom('documents')
      .leftJoin('evaluations', 'evaluations.id', 'documents.evaluation_id')
      .select(sql`1`.as('one'))
      .where('documents.file_id', '=', eb.ref('files.id'))
      .where('documents.is_public', '=', true)
      .where((inner) =>
        inner.or([
          inner('documents.evaluation_id', 'is', null),
          inner('evaluations.status', '=', 'published'),
        ]),
      ),
  );

// The site's own files (issue 27): the privacy statement's PDF and the sponsors' logos, shown in
// the footer of every page.
const siteFile = (eb: Eb) =>
  eb.or([
    eb.exists(
      eb
        .selectFrom('site_details')
        .select(sql`1`.as('one'))
        .where('site_details.privacy_statement_file_id', '=', eb.ref('files.id')),
    ),
    eb.exists(
      eb
        .selectFrom('sponsors')
        .select(sql`1`.as('one'))
        .where('sponsors.logo_id', '=', eb.ref('files.id')),
    ),
  ]);

/** True when anonymous visitors may fetch the file (it also decides public caching). */
export async function isPublicFile(db: Db, fileId: number): Promise<boolean> {
  const row = await db
    .selectFrom('files')
    .select('files.id')
    .where('files.id', '=', fileId)
    .where((eb) =>
      eb.or([
        organisationImage(eb, 'associations'),
        organisationImage(eb, 'programs'),
        organisationImage(eb, 'trial_bureaus'),
        publishedEvaluationImage(eb),
        publicPostImage(eb),
        eventFile(eb),
        avatar(eb),
        publicDocument(eb),
        siteFile(eb),
      ]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * True when only admins may fetch the file: a bug report's screenshot shows whatever was on the
 * reporter's screen, and bug reports are for admins only.
 */
export async function isAdminOnlyFile(db: Db, fileId: number): Promise<boolean> {
  const row = await db
    .selectFrom('bug_reports')
    .select('bug_reports.id')
    .where('bug_reports.screenshot_id', '=', fileId)
    .executeTakeFirst();
  return row !== undefined;
}
