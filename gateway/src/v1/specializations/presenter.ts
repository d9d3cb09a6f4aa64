// The answer of /v1/specializations: a specialization row with iso timestamps.
import type { SpecializationRow } from './repository.ts';

export interface SpecializationOut {
  id: number;
  title: string;
  created_at: string;
  updated_at: string;
}

export const presentSpecialization = (row: SpecializationRow): SpecializationOut => ({
  id: row.id,
  title: row.title,
  created_at: row.created_at.toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});
