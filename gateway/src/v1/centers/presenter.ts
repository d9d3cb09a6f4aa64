// Centers as the API shows them: iso dates, the address (with[]=address) and the inclusion-data
// counts (with[]=counts) the resource loaded.
import type { AddressOut } from '../addresses/presenter.ts';
import { iso } from '../shared/presenters.ts';
import type { CenterCounts, CenterRow } from './repository.ts';
import type { CenterInclude } from './schema.ts';

export interface CenterOut {
  id: number;
  title: string;
  type: string;
  address_id: number | null;
  created_at: string | null;
  updated_at: string | null;
  address?: AddressOut | null;
  /** Inclusion-data rows of the center (with[]=counts). */
  data_count?: number;
  /** Evaluations the center has inclusion data for (with[]=counts). */
  evaluation_count?: number;
}

export function presentCenters(
  rows: CenterRow[],
  include: CenterInclude[],
  addresses: ReadonlyMap<number, AddressOut>,
  counts: ReadonlyMap<number, CenterCounts>,
): CenterOut[] {
  return rows.map((row) => {
    const out: CenterOut = {
      id: row.id,
      title: row.title,
      type: row.type,
      address_id: row.address_id,
      created_at: iso(row.created_at),
      updated_at: iso(row.updated_at),
    };
    if (include.includes('address'))
      out.address = row.address_id === null ? null : (addresses.get(row.address_id) ?? null);
    if (include.includes('counts'))
      Object.assign(out, counts.get(row.id) ?? { data_count: 0, evaluation_count: 0 });
    return out;
  });
}
