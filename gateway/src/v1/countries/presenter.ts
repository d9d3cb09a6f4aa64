// The answer of /v1/countries: a country row with iso timestamps.
import { iso } from '../shared/presenters.ts';
import type { CountryRow } from './repository.ts';

export interface CountryOut {
  id: number;
  name: string;
  code: string;
  created_at: string | null;
  updated_at: string | null;
}

export const presentCountry = (row: CountryRow): CountryOut => ({
  id: row.id,
  name: row.name,
  code: row.code,
  created_at: iso(row.created_at),
  updated_at: iso(row.updated_at),
});
