// What hangs off an organisation, loaded for many organisations at once (no N+1): used by with[]
// on the organisation routes. Visitors see published evaluations, public documents and posts whose
// publish time has come.
import { sql } from 'kysely';
import { documentsOf } from '../documents/relationship.ts';
import { eventsOf } from '../events/relationship.ts';
import { postsOf } from '../posts/relationship.ts';
import { groupBy, pick } from '../shared/presenters.ts';
import type { V1Context } from '../shared/resource.ts';
import type { OrganisationKind } from './kinds.ts';
import type { OrganisationInclude } from './schema.ts';

type Loader = (
  context: V1Context,
  kind: OrganisationKind,
  ids: number[],
) => Promise<Map<number, unknown[]>>;

const byOwner = <T extends { owner_id: number }, O>(rows: T[], present: (row: T) => O) =>
  new Map([...groupBy(rows, (row) => row.owner_id)].map(([id, list]) => [id, list.map(present)]));

export const organisationRelations: Record<
  Exclude<OrganisationInclude, 'logo' | 'banner'>,
  Loader
> = {
  async specializations({ db }, kind, ids) {
    const { rows } = await sql<{ owner_id: number; id: number; title: string }>`
      select ${sql.ref(`j.${kind.ownerColumn}`)} as owner_id, s.id, s.title
      from ${sql.table(kind.specializationTable)} as j
      join specializations as s on s.id = j.specialization_id
      where ${sql.ref(`j.${kind.ownerColumn}`)} in (${sql.join(ids)})
      order by lower(s.title), s.id`.execute(db);
    return byOwner(rows, ({ id, title }) => ({ id, title }));
  },

  async evaluations({ db, viewer }, kind, ids) {
    // Drafts never leak through a relationship: visitors get published evaluations only.
    const published = viewer ? sql`` : sql`and e.status = 'published'`;
    const { rows } = await sql<{
      owner_id: number;
      id: number;
      title: string;
      slug: string | null;
      status: string;
      phase: string;
    }>`
      select ${sql.ref(`j.${kind.ownerColumn}`)} as owner_id, e.id, e.title, e.slug, e.status, e.phase
      from ${sql.table(kind.evaluationTable)} as j
      join evaluations as e on e.id = j.evaluation_id
      where ${sql.ref(`j.${kind.ownerColumn}`)} in (${sql.join(ids)}) ${published}
      order by lower(e.title), e.id`.execute(db);
    return byOwner(rows, (evaluation) => ({
      ...pick(evaluation, ['id', 'title', 'slug', 'status', 'phase']),
      url: `/evaluations/${evaluation.slug ?? evaluation.id}`,
    }));
  },

  documents: (context, kind, ids) => documentsOf(context, kind.ownerColumn, ids),

  async events({ db }, kind, ids) {
    return kind.publisher ? eventsOf(db, kind.publisher.column, ids) : new Map();
  },

  async posts(context, kind, ids) {
    return kind.publisher ? postsOf(context, kind.publisher.column, ids) : new Map();
  },

  async settings({ db }, kind, ids) {
    const { rows } = await sql<{ owner_id: number; id: number; key: string; value: unknown }>`
      select ${sql.ref(kind.ownerColumn)} as owner_id, id, key, value
      from settings
      where ${sql.ref(kind.ownerColumn)} in (${sql.join(ids)})
      order by key`.execute(db);
    return byOwner(rows, ({ id, key, value }) => ({ id, key, value }));
  },
};
