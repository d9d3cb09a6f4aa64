// /v1/associations, /v1/programs and /v1/trial-bureau from one definition: every visitor reads;
// the kind's writers (admin and editor; admin only for the trial bureau) write.
import { loadFileRefs } from '../shared/file-refs.ts';
import { type ResourceDefinition, readAndWrite, type V1Context } from '../shared/resource.ts';
import type { OrganisationKind } from './kinds.ts';
import { type OrganisationOut, organisationAnswers, presentOrganisations } from './presenter.ts';
import { organisationRelations } from './relations.ts';
import {
  createOrganisation,
  deleteOrganisations,
  findOrganisation,
  listOrganisations,
  type OrganisationRow,
  updateOrganisation,
} from './repository.ts';
import {
  type OrganisationFilters,
  type OrganisationInclude,
  type OrganisationInput,
  type OrganisationSort,
  organisationBodies,
  organisationFilters,
  organisationIncludes,
  organisationSorts,
} from './schema.ts';

/** The rows with the requested relations, each relation loaded once for all rows. */
async function withRelations(
  context: V1Context,
  kind: OrganisationKind,
  rows: OrganisationRow[],
  include: readonly OrganisationInclude[],
): Promise<OrganisationOut[]> {
  const ids = rows.map((row) => row.id);
  const wanted = new Set(include);
  const files =
    wanted.has('logo') || wanted.has('banner')
      ? await loadFileRefs(
          context.db,
          rows.flatMap((row) => [row.logo_id, row.banner_id]),
        )
      : new Map();
  const relations = new Map<string, Map<number, unknown[]>>();
  for (const name of wanted) {
    if (name === 'logo' || name === 'banner' || ids.length === 0) continue;
    relations.set(name, await organisationRelations[name](context, kind, ids));
  }
  return presentOrganisations(kind, rows, wanted, files, relations);
}

export function organisationResource(
  kind: OrganisationKind,
): ResourceDefinition<
  OrganisationOut,
  OrganisationFilters,
  OrganisationSort,
  OrganisationInclude,
  OrganisationInput,
  OrganisationInput
> {
  const bodies = organisationBodies(kind);
  const defaultSort = [{ key: kind.nameColumn, descending: false }];
  return {
    path: kind.path,
    table: kind.table,
    tag: kind.tag,
    fileFields: { logo: 'logo_id', banner: 'banner_id' },
    imageFields: ['logo_id', 'banner_id'],
    access: readAndWrite('public', kind.writers),
    answer: organisationAnswers[kind.type],
    protocol: {
      filters: organisationFilters,
      sorts: organisationSorts(kind),
      includes: organisationIncludes(kind),
      defaultSort,
    },
    async list(context, query) {
      // A search without an explicit sort lists the most relevant first (the global search).
      const sort =
        query.filter.search && query.sort === defaultSort
          ? [{ key: 'relevance' as const, descending: true }, ...defaultSort]
          : query.sort;
      const { rows, total } = await listOrganisations(context.db, kind, { ...query, sort });
      return { items: await withRelations(context, kind, rows, query.with), total };
    },
    async findOne(context, id, include) {
      const row = await findOrganisation(context.db, kind, id);
      return row && (await withRelations(context, kind, [row], include))[0];
    },
    create: { body: bodies.create, run: ({ db }, input) => createOrganisation(db, kind, input) },
    update: {
      body: bodies.update,
      run: ({ db }, id, input) => updateOrganisation(db, kind, id, input),
    },
    remove: ({ db }, ids) => deleteOrganisations(db, kind, ids),
  };
}
