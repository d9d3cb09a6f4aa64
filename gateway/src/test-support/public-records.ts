// Records for the tests of the pages' documents: published and draft evaluations (one with a slug
// of digits) and one organisation of each kind.
import type { Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

/** Evaluations and one organisation of each kind; the ids of the organisations. */
export async function addPublicRecords(db: Kysely<Database>) {
  await db
    .insertInto('evaluations')
    .values([
      { slug: 'heup-na-val', title: 'Heup <na> "val" & herstel', status: 'published' },
      { slug: 'concept-studie', title: 'Nog geheim', status: 'draft' },
      { slug: '12', title: 'Een slug van cijfers', status: 'published' },
    ])
    .execute();
  const association = await db
    .insertInto('associations')
    .values({ title: 'Vereniging voor Heelkunde' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const program = await db
    .insertInto('programs')
    .values({ title: 'Programma Gepaste Zorg' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const bureau = await db
    .insertInto('trial_bureaus')
    .values({ name: 'Trialbureau Noord' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { association: association.id, program: program.id, trialBureau: bureau.id };
}
