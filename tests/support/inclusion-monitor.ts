// The /v1 side of the inclusion monitor tests: the evaluations /v1 shows on the monitor, with the
// participants (the target) and data rows (the inclusions) the facade sums.

import type { V1Client } from './api-server.ts';
import { v1Url } from './compare.ts';
import type { V1List, V1Row } from './seeded-gateway.ts';
import { v1Get } from './v1-calls.ts';

/** An evaluation on the monitor as /v1 answers it; `Row` adds fields of its data rows. */
export type Monitored<Fields = object, Row = object> = V1Row &
  Fields & {
    participants: { amount: number }[];
    data: ({ date: string; sample_size: number } & Row)[];
  };

/** The evaluations on the monitor (at most 100, one page), read from /v1 as `client`. */
export function monitoredEvaluations<T extends Monitored>(
  client: V1Client,
  sort?: string,
): Promise<V1List<T>> {
  const sorted = sort ? `&sort=${sort}` : '';
  return v1Get<V1List<T>>(
    client,
    v1Url(
      '/evaluations',
      ['participants', 'data'],
      `filter[is_visible_at_inclusion_monitor]=true${sorted}&limit=100`,
    ),
  );
}

export const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
