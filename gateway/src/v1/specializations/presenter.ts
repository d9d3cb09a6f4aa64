// The answer of /v1/specializations: a specialization row with iso timestamps.
import { z } from 'zod';
import { answerRecord, recordId, timestamp } from '../shared/answers.ts';
import type { SpecializationRow } from './repository.ts';

export const specializationAnswer = answerRecord('Specialization', {
  id: recordId,
  title: z.string(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type SpecializationOut = z.infer<typeof specializationAnswer>;

export const presentSpecialization = (row: SpecializationRow): SpecializationOut => ({
  id: row.id,
  title: row.title,
  created_at: row.created_at.toISOString(),
  updated_at: new Date(row.updated_at).toISOString(),
});
