// An edit conflict as the GraphQL facade reports it (issue 28, docs/graphql.md "Versions"): a
// CONFLICT error of an update with the version now and, per field someone else changed meanwhile,
// who changed it and when (the field named as the update's input names it: `specializationIds`).
import { CombinedGraphQLErrors } from '@apollo/client/errors';

export interface ConflictActor {
  id: string | null;
  name: string | null;
  role: string | null;
}

export interface FieldConflict {
  /** The input's field (`description`, `logoId`). */
  field: string;
  changedBy: ConflictActor | null;
  changedAt: string | null;
}

export interface EditConflict {
  /** The record's version now. */
  version: number;
  conflicts: FieldConflict[];
}

const text = (value: unknown) =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : null;

function actorOf(value: unknown): ConflictActor | null {
  if (!value || typeof value !== 'object') return null;
  const actor = value as Record<string, unknown>;
  return { id: text(actor.id), name: text(actor.name), role: text(actor.role) };
}

/** The edit conflict an update's error reports, or null for any other error. */
export function editConflictOf(error: unknown): EditConflict | null {
  if (!CombinedGraphQLErrors.is(error)) return null;
  for (const entry of error.errors) {
    const extensions = entry.extensions ?? {};
    if (extensions.code !== 'CONFLICT' || !Array.isArray(extensions.conflicts)) continue;
    if (typeof extensions.version !== 'number') continue;
    const conflicts = extensions.conflicts.flatMap((item: unknown): FieldConflict[] => {
      if (!item || typeof item !== 'object') return [];
      const conflict = item as Record<string, unknown>;
      if (typeof conflict.field !== 'string') return [];
      return [
        {
          field: conflict.field,
          changedBy: actorOf(conflict.changedBy),
          changedAt: text(conflict.changedAt),
        },
      ];
    });
    return { version: extensions.version, conflicts };
  }
  return null;
}
