import { describe, expect, it } from 'vitest';
import { mergeSchema, movedTotals, sourcesOf } from './merge-state.ts';

describe('merge state', () => {
  it('reads the picks from the URL and ignores what is not an id', () => {
    expect(mergeSchema.parse({ keep: '12', merge: '3,4' })).toEqual({
      keep: '12',
      merge: ['3', '4'],
    });
    expect(mergeSchema.parse({ keep: 'x' })).toEqual({ keep: '', merge: [] });
    expect(mergeSchema.parse({ merge: ['5', '6,x'] }).merge).toEqual(['5', '6']);
  });

  it('never merges the kept center into itself, nor one source twice', () => {
    expect(sourcesOf({ keep: '1', merge: ['2', '1', '3', '2'] })).toEqual(['2', '3']);
  });

  it('adds up what moves', () => {
    expect(
      movedTotals([
        { id: '2', title: 'B', dataCount: 4, evaluationCount: 2 },
        { id: '3', title: 'C', dataCount: 1, evaluationCount: 1 },
      ]),
    ).toEqual({ data: 5, evaluations: 3 });
    expect(movedTotals([])).toEqual({ data: 0, evaluations: 0 });
  });
});
