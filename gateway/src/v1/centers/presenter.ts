// Centers as the API shows them: iso dates, the address (with[]=address) and the inclusion-data
// counts (with[]=counts) the resource loaded.
import { z } from 'zod';
import { type AddressOut, addressAnswer } from '../addresses/presenter.ts';
import { answerRecord, recordId, timestamps } from '../shared/answers.ts';
import { iso } from '../shared/presenters.ts';
import type { CenterCounts, CenterRow } from './repository.ts';
import type { CenterInclude } from './schema.ts';

export const centerAnswer = answerRecord('Center', {
  id: recordId,
  title: z.string(),
  type: z.string(),
  address_id: recordId.nullable(),
  ...timestamps,
  /** with[]=address */
  address: addressAnswer.nullable().optional(),
  /** Inclusion-data rows of the center (with[]=counts). */
  data_count: z.number().int().optional(),
  /** Evaluations the center has inclusion data for (with[]=counts). */
  evaluation_count: z.number().int().optional(),
});
export type CenterOut = z.infer<typeof centerAnswer>;

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
    if (include.includes('counts')) {
      const count = counts.get(row.id);
      out.data_count = count?.data_count ?? 0;
      out.evaluation_count = count?.evaluation_count ?? 0;
    }
    return out;
  });
}
