// /v1/centers: every signed-in user reads (editors pick centers for inclusion data); admin writes.
import type { Db } from '../../db/database.ts';
import type { AddressOut } from '../addresses/presenter.ts';
import { loadAddresses } from '../addresses/resource.ts';
import { type ResourceDefinition, readAndWrite } from '../shared/resource.ts';
import { centerAnswer, type CenterOut, presentCenters } from './presenter.ts';
import {
  type CenterCounts,
  type CenterRow,
  checkAddress,
  deleteCenters,
  findCenter,
  insertCenter,
  listCenters,
  loadCenterCounts,
  updateCenter,
} from './repository.ts';
import {
  type CenterFilters,
  type CenterInclude,
  type CenterSort,
  type CreateCenter,
  centerFilters,
  centerIncludes,
  centerSorts,
  createCenterBody,
  type UpdateCenter,
  updateCenterBody,
} from './schema.ts';

async function present(db: Db, rows: CenterRow[], include: CenterInclude[]): Promise<CenterOut[]> {
  const addresses = include.includes('address')
    ? await loadAddresses(
        db,
        rows.map((row) => row.address_id),
        true,
      )
    : new Map<number, AddressOut>();
  const counts = include.includes('counts')
    ? await loadCenterCounts(
        db,
        rows.map((row) => row.id),
      )
    : new Map<number, CenterCounts>();
  return presentCenters(rows, include, addresses, counts);
}

export const centersResource: ResourceDefinition<
  CenterOut,
  CenterFilters,
  CenterSort,
  CenterInclude,
  CreateCenter,
  UpdateCenter
> = {
  path: '/centers',
  tag: 'centers',
  access: readAndWrite('authenticated', ['admin']),
  answer: centerAnswer,
  protocol: {
    filters: centerFilters,
    sorts: centerSorts,
    includes: centerIncludes,
    defaultSort: [{ key: 'title', descending: false }],
  },
  async list({ db }, query) {
    const { rows, total } = await listCenters(db, query);
    return { items: await present(db, rows, query.with), total };
  },
  async findOne({ db }, centerId, include) {
    const row = await findCenter(db, centerId);
    return row && (await present(db, [row], include))[0];
  },
  create: {
    body: createCenterBody,
    async run({ db }, input) {
      await checkAddress(db, input.address_id);
      return insertCenter(db, input);
    },
  },
  update: {
    body: updateCenterBody,
    async run({ db }, centerId, input) {
      if (Object.keys(input).length === 0) return;
      await checkAddress(db, input.address_id);
      await updateCenter(db, centerId, input);
    },
  },
  async remove({ db }, ids) {
    await deleteCenters(db, ids);
  },
};
