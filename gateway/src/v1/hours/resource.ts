// /v1/hours: every signed-in user registers their own hours; only an admin sees and writes the hours
// of others (and may book hours for someone else).
import type { Db } from '../../db/database.ts';
import { forbidden, invalidField } from '../shared/http-errors.ts';
import { iso } from '../shared/presenters.ts';
import { type ResourceDefinition, readAndWrite, type V1Context } from '../shared/resource.ts';
import { hourAnswer, type HourOut, presentHours } from './presenter.ts';
import {
  createHour,
  deleteHours,
  ensureHourReferences,
  findHour,
  type HourRow,
  hourEmployeeId,
  hourTimes,
  isAdmin,
  listHours,
  loadHourRelations,
  updateHour,
} from './repository.ts';
import {
  type CreateHour,
  createHourBody,
  type HourFilters,
  type HourInclude,
  type HourSort,
  hourFilters,
  hourIncludes,
  hourSorts,
  type UpdateHour,
  updateHourBody,
} from './schema.ts';

async function present(db: Db, rows: HourRow[], include: HourInclude[]): Promise<HourOut[]> {
  return presentHours(rows, include, await loadHourRelations(db, rows, include));
}

/** Only an admin books hours for someone else; then that person has to exist. */
async function checkReferences(context: V1Context, input: UpdateHour): Promise<void> {
  if (
    input.employee_id !== undefined &&
    input.employee_id !== context.viewer?.id &&
    !isAdmin(context)
  )
    throw forbidden();
  await ensureHourReferences(context.db, input);
}

export const hoursResource: ResourceDefinition<
  HourOut,
  HourFilters,
  HourSort,
  HourInclude,
  CreateHour,
  UpdateHour
> = {
  path: '/hours',
  tag: 'hours',
  access: readAndWrite('authenticated', 'authenticated'),
  answer: hourAnswer,
  protocol: {
    filters: hourFilters,
    sorts: hourSorts,
    includes: hourIncludes,
    defaultSort: [{ key: 'starts_at', descending: true }],
  },
  async list(context, query) {
    const { rows, total } = await listHours(context, query);
    return { items: await present(context.db, rows, query.with), total };
  },
  async findOne(context, hourId, include) {
    const row = await findHour(context, hourId);
    return row && (await present(context.db, [row], include))[0];
  },
  create: {
    body: createHourBody,
    async run(context, input) {
      await checkReferences(context, input);
      return createHour(context.db, {
        ...input,
        employee_id: input.employee_id ?? context.viewer?.id ?? -1,
      });
    },
  },
  update: {
    body: updateHourBody,
    async run(context, hourId, input) {
      if (Object.keys(input).length === 0) return;
      await checkReferences(context, input);
      if ((input.starts_at === undefined) !== (input.ends_at === undefined)) {
        // One end moves: the order is checked against the stored other end.
        const stored = await hourTimes(context.db, hourId);
        const startsAt = Date.parse(input.starts_at ?? String(iso(stored.starts_at)));
        const endsAt = Date.parse(input.ends_at ?? String(iso(stored.ends_at)));
        if (endsAt <= startsAt) throw invalidField('ends_at', 'validation.dateOrder');
      }
      await updateHour(context.db, hourId, input);
    },
  },
  async remove({ db }, ids) {
    await deleteHours(db, ids);
  },
  async canWrite(context, hourId) {
    if (isAdmin(context)) return true;
    return (await hourEmployeeId(context.db, hourId)) === context.viewer?.id;
  },
};
