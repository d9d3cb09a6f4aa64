// The monitor's browser-side filters: category (incl. the ungraded group), phase, specialization.
import { describe, expect, it } from 'vitest';
import { applyMonitorFilters, monitorFilterSchema, specializationsOf } from './monitor-filters.ts';

const evaluation = (id: string, phase: string, specializations: string[]) => ({
  evaluation: {
    id,
    phase,
    specializations: specializations.map((title) => ({ id: title.toLowerCase(), title })),
  },
});
const categories = [
  {
    gradation: { id: '1' },
    evaluations: [
      evaluation('a', 'INCLUDING', ['Heelkunde']),
      evaluation('b', 'COMPLETED', ['Cardiologie']),
    ],
  },
  { gradation: null, evaluations: [evaluation('c', 'INCLUDING', ['Cardiologie'])] },
];
const ids = (found: typeof categories) =>
  found.map((category) => category.evaluations.map((item) => item.evaluation.id));
const filters = (query: Record<string, string>) => monitorFilterSchema.parse(query);

describe('applyMonitorFilters', () => {
  it('keeps everything without filters and drops categories left empty', () => {
    expect(ids(applyMonitorFilters(categories, filters({})))).toEqual([['a', 'b'], ['c']]);
    expect(ids(applyMonitorFilters(categories, filters({ phase: 'COMPLETED' })))).toEqual([['b']]);
  });

  it('combines category (none = ungraded), phase and specialization', () => {
    expect(ids(applyMonitorFilters(categories, filters({ category: 'none' })))).toEqual([['c']]);
    expect(
      ids(applyMonitorFilters(categories, filters({ specialization: 'cardiologie' }))),
    ).toEqual([['b'], ['c']]);
    expect(
      ids(
        applyMonitorFilters(
          categories,
          filters({ category: '1', phase: 'INCLUDING', specialization: 'cardiologie' }),
        ),
      ),
    ).toEqual([]);
  });

  it('ignores an unknown phase in a hand-edited URL', () => {
    expect(filters({ phase: 'sleeping' }).phase).toBe('');
  });
});

describe('specializationsOf', () => {
  it('lists each specialization once, by title', () => {
    expect(specializationsOf(categories)).toEqual([
      { id: 'cardiologie', title: 'Cardiologie' },
      { id: 'heelkunde', title: 'Heelkunde' },
    ]);
  });
});
