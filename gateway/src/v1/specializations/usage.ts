// Where specializations are used: the evaluations, associations, programs and trial bureaus that
// link them, counted per place with the first three titles (alphabetical), for refused deletes.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import { ConflictError, type RefusedRecord, type UsedBy } from '../shared/http-errors.ts';
import { translate } from '../shared/messages.ts';
import { placesText } from '../shared/refusal-text.ts';

const places = [
  {
    place: 'evaluations',
    link: 'evaluation_specializations',
    owner: 'evaluation_id',
    table: 'evaluations',
    name: 'title',
  },
  {
    place: 'associations',
    link: 'association_specializations',
    owner: 'association_id',
    table: 'associations',
    name: 'title',
  },
  {
    place: 'programs',
    link: 'program_specializations',
    owner: 'program_id',
    table: 'programs',
    name: 'title',
  },
  {
    place: 'trial_bureaus',
    link: 'trial_bureau_specializations',
    owner: 'trial_bureau_id',
    table: 'trial_bureaus',
    name: 'name',
  },
] as const;

const shownTitles = 3;

/** The usage of each of `ids` that is linked anywhere; unused ids are absent. */
export async function specializationUsage(db: Db, ids: number[]): Promise<Map<number, UsedBy>> {
  const usage = new Map<number, UsedBy>();
  if (ids.length === 0) return usage;
  for (const { place, link, owner, table, name } of places) {
    const { rows } = await sql<{ id: number; count: number; title: string }>`
      select id, count, title from (
        select l.specialization_id as id, o.${sql.ref(name)} as title,
          count(*) over (partition by l.specialization_id)::int as count,
          row_number() over (partition by l.specialization_id order by lower(o.${sql.ref(name)}), o.id) as position
        from ${sql.table(link)} l join ${sql.table(table)} o on o.id = l.${sql.ref(owner)}
        where l.specialization_id in (${sql.join(ids)})
      ) ranked
      where position <= ${shownTitles}
      order by id, position`.execute(db);
    for (const row of rows) {
      let usedBy = usage.get(row.id);
      if (!usedBy) {
        usedBy = Object.fromEntries(places.map((entry) => [entry.place, { count: 0, titles: [] }]));
        usage.set(row.id, usedBy);
      }
      const entry = usedBy[place] ?? { count: 0, titles: [] };
      entry.count = row.count;
      entry.titles = [...(entry.titles ?? []), row.title];
      usedBy[place] = entry;
    }
  }
  return usage;
}

/**
 * The 409 of a delete that would unlink specializations still in use. A delete of one says where
 * ('Dit specialisme is in gebruik bij ...'); a delete of several names each used one.
 */
export function specializationsInUse(refused: RefusedRecord[], several: boolean): ConflictError {
  return new ConflictError(refused, (locale) => {
    const [only] = refused;
    if (!several && only)
      return translate(locale, 'conflict.specializationInUse', {
        places: placesText(locale, only.used_by),
      });
    const items = refused.map((record) =>
      translate(locale, 'conflict.specializationUsedAt', {
        title: record.title,
        places: placesText(locale, record.used_by),
      }),
    );
    return translate(locale, 'conflict.specializationsInUse', { items: items.join('; ') });
  });
}
