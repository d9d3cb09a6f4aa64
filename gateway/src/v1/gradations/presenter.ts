// The answer of /v1/gradations: a gradation row with iso timestamps and, when asked, its
// evaluation count.
import { iso } from '../shared/presenters.ts';
import type { GradationRow } from './repository.ts';
import type { GradationInclude } from './schema.ts';

export interface GradationOut {
  id: number;
  position: number;
  title: string;
  description: string | null;
  created_at: string | null;
  updated_at: string | null;
  evaluation_count?: number;
}

export function presentGradations(
  rows: GradationRow[],
  include: GradationInclude[],
  counts: Map<number, number>,
): GradationOut[] {
  return rows.map((row) => ({
    id: row.id,
    position: row.position,
    title: row.title,
    description: row.description,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
    ...(include.includes('counts') ? { evaluation_count: counts.get(row.id) ?? 0 } : {}),
  }));
}
