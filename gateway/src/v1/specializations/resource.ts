// /v1/specializations: public to read, admin to write.
import { type ResourceDefinition, readAndWrite } from '../shared/resource.ts';
import {
  presentSpecialization,
  specializationAnswer,
  type SpecializationOut,
} from './presenter.ts';
import {
  createSpecialization,
  deleteSpecializations,
  findSpecialization,
  listSpecializations,
  updateSpecialization,
} from './repository.ts';
import {
  type SpecializationBody,
  type SpecializationFilters,
  type SpecializationSort,
  specializationBody,
  specializationFilters,
  specializationSorts,
} from './schema.ts';

export const specializationsResource: ResourceDefinition<
  SpecializationOut,
  SpecializationFilters,
  SpecializationSort,
  never,
  SpecializationBody,
  Partial<SpecializationBody>
> = {
  path: '/specializations',
  tag: 'specializations',
  access: readAndWrite('public', ['admin']),
  answer: specializationAnswer,
  protocol: {
    filters: specializationFilters,
    sorts: specializationSorts,
    includes: [],
    defaultSort: [{ key: 'title', descending: false }],
  },
  async list({ db }, query) {
    const { rows, total } = await listSpecializations(db, query);
    return { items: rows.map(presentSpecialization), total };
  },
  async findOne({ db }, id) {
    const row = await findSpecialization(db, id);
    return row && presentSpecialization(row);
  },
  create: { body: specializationBody, run: ({ db }, input) => createSpecialization(db, input) },
  update: {
    body: specializationBody.partial(),
    run: ({ db }, id, input) => updateSpecialization(db, id, input),
  },
  // A specialization still linked anywhere stays (409 naming where); all or nothing.
  remove: ({ db }, ids) => deleteSpecializations(db, ids),
};
