// The answer of /v1/countries: a country row with iso timestamps.
import { z } from 'zod';
import { answerRecord, recordId, timestamps } from '../shared/answers.ts';
import { iso } from '../shared/presenters.ts';
import type { CountryRow } from './repository.ts';

export const countryAnswer = answerRecord('Country', {
  id: recordId,
  name: z.string(),
  code: z.string(),
  ...timestamps,
});
export type CountryOut = z.infer<typeof countryAnswer>;

export const presentCountry = (row: CountryRow): CountryOut => ({
  id: row.id,
  name: row.name,
  code: row.code,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});
