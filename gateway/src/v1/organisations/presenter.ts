// An association, program or trial bureau as /v1 shows it: its name under the kind's own field
// (title or name), ISO times, its logo and banner, and each requested relation (relations.ts).
import { type FileRef, iso, pick } from '../shared/presenters.ts';
import type { OrganisationKind } from './kinds.ts';
import type { OrganisationRow } from './repository.ts';
import type { OrganisationInclude } from './schema.ts';

export type OrganisationOut = Record<string, unknown> & { id: number };

/** The fields every kind answers, besides its id, its name (title or name) and its times. */
const organisationFields = [
  'abbreviation',
  'description',
  'contact',
  'url',
  'about',
  'logo_id',
  'banner_id',
] as const;

/** Rows as /v1 shows them, with the files and relations loaded for them. */
export function presentOrganisations(
  kind: OrganisationKind,
  rows: OrganisationRow[],
  wanted: ReadonlySet<OrganisationInclude>,
  files: ReadonlyMap<number, FileRef>,
  relations: ReadonlyMap<string, Map<number, unknown[]>>,
): OrganisationOut[] {
  return rows.map((row) => {
    const { id } = row;
    const out: OrganisationOut = {
      id,
      [kind.nameColumn]: row.label,
      ...pick(row, organisationFields),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
    if (wanted.has('logo'))
      out.logo = row.logo_id === null ? null : (files.get(row.logo_id) ?? null);
    if (wanted.has('banner'))
      out.banner = row.banner_id === null ? null : (files.get(row.banner_id) ?? null);
    for (const [name, byId] of relations) out[name] = byId.get(id) ?? [];
    return out;
  });
}
