// An association, program or trial bureau as /v1 shows it: its name under the kind's own field
// (title or name), ISO times, its logo and banner, and each requested relation (relations.ts).
import { z } from 'zod';
import { evaluationPhases, evaluationStatuses } from '../../domain/enums.ts';
import { documentAnswer } from '../documents/presenter.ts';
import { eventAnswer } from '../events/presenter.ts';
import { postAnswer } from '../posts/presenter.ts';
import { answerRecord, fieldsOf, fileAnswer, recordId, timestamps } from '../shared/answers.ts';
import { type FileRef, iso, pick } from '../shared/presenters.ts';
import { ownerSettingAnswer } from '../shared/settings-relationship.ts';
import type { OrganisationKind } from './kinds.ts';
import type { OrganisationRow } from './repository.ts';
import type { OrganisationInclude } from './schema.ts';

/** The columns every kind answers as stored, besides its id, its name (title or name) and times. */
const organisationColumns = {
  abbreviation: z.string().nullable(),
  description: z.string().nullable(),
  contact: z.string().nullable(),
  url: z.string().nullable(),
  about: z.string().nullable(),
  logo_id: recordId.nullable(),
  banner_id: recordId.nullable(),
};

/** The fields and includes of every kind; `with[]=events` and `posts` for publishers only. */
const common = {
  ...organisationColumns,
  ...timestamps,
  /** with[]=logo */
  logo: fileAnswer.nullable().optional(),
  /** with[]=banner */
  banner: fileAnswer.nullable().optional(),
  /** with[]=specializations */
  specializations: z.array(z.object({ id: recordId, title: z.string() })).optional(),
  /** with[]=evaluations: visitors see the published ones only */
  evaluations: z
    .array(
      z.object({
        id: recordId,
        title: z.string(),
        slug: z.string().nullable(),
        status: z.enum(evaluationStatuses),
        phase: z.enum(evaluationPhases),
        url: z.string(),
      }),
    )
    .optional(),
  /** with[]=documents */
  documents: z.array(documentAnswer).optional(),
  /** with[]=settings */
  settings: z.array(ownerSettingAnswer).optional(),
};
const published = {
  /** with[]=events */
  events: z.array(eventAnswer).optional(),
  /** with[]=posts: visitors see those whose publish time has come */
  posts: z.array(postAnswer).optional(),
};

export const organisationAnswers = {
  association: answerRecord('Association', {
    id: recordId,
    title: z.string(),
    ...common,
    ...published,
  }),
  program: answerRecord('Program', { id: recordId, title: z.string(), ...common, ...published }),
  trial_bureau: answerRecord('TrialBureau', { id: recordId, name: z.string(), ...common }),
} satisfies Record<OrganisationKind['type'], z.ZodObject>;

export type OrganisationOut = z.infer<(typeof organisationAnswers)[OrganisationKind['type']]>;

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
    // The kind's name field, then the shared columns; each relation as relations.ts presents it.
    const out: Record<string, unknown> = {
      id,
      [kind.nameColumn]: row.label,
      ...pick(row, fieldsOf(organisationColumns)),
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
    if (wanted.has('logo'))
      out.logo = row.logo_id === null ? null : (files.get(row.logo_id) ?? null);
    if (wanted.has('banner'))
      out.banner = row.banner_id === null ? null : (files.get(row.banner_id) ?? null);
    for (const [name, byId] of relations) out[name] = byId.get(id) ?? [];
    return out as OrganisationOut;
  });
}
