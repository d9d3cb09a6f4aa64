import { describe, expect, it } from 'vitest';
import { type CellKey, cellText, gridChanges, gridTotals, type SavedCell } from './grid-diff.ts';

const saved = new Map<CellKey, SavedCell>([
  ['7|2026-01-01', { id: '70', sampleSize: 4 }],
  ['7|2026-02-01', { id: '71', sampleSize: 5 }],
  ['9|2026-02-01', { id: '90', sampleSize: 6 }],
]);

describe('gridChanges', () => {
  it('sends only changed cells: creates, updates and removes', () => {
    const { operations, invalid } = gridChanges(saved, {
      '7|2026-01-01': '4', // unchanged
      '7|2026-02-01': ' 8 ', // changed
      '9|2026-02-01': '', // emptied
      '9|2026-01-01': '3', // new
      '12|2026-01-01': '', // never stored, still empty
    });
    expect(invalid).toEqual([]);
    expect(operations).toEqual([
      { kind: 'update', key: '7|2026-02-01', id: '71', sampleSize: 8 },
      { kind: 'remove', key: '9|2026-02-01', id: '90' },
      { kind: 'create', key: '9|2026-01-01', centerId: '9', month: '2026-01-01', sampleSize: 3 },
    ]);
  });

  it('treats the same number written differently as unchanged, and zero as a value', () => {
    expect(gridChanges(saved, { '7|2026-01-01': '004' }).operations).toEqual([]);
    expect(gridChanges(saved, { '7|2026-01-01': '0' }).operations).toEqual([
      { kind: 'update', key: '7|2026-01-01', id: '70', sampleSize: 0 },
    ]);
  });

  it('keeps cells that break the number rule out of the operations', () => {
    const { operations, invalid } = gridChanges(saved, {
      '7|2026-01-01': '4,5',
      '9|2026-01-01': '-2',
      '9|2026-02-01': '7',
    });
    expect(invalid).toEqual(['7|2026-01-01', '9|2026-01-01']);
    expect(operations).toEqual([{ kind: 'update', key: '9|2026-02-01', id: '90', sampleSize: 7 }]);
  });
});

describe('cell texts and totals', () => {
  it('shows the draft over the stored number', () => {
    expect(cellText(saved, {}, '7|2026-01-01')).toBe('4');
    expect(cellText(saved, { '7|2026-01-01': '' }, '7|2026-01-01')).toBe('');
    expect(cellText(saved, {}, '9|2026-01-01')).toBe('');
  });

  it('adds up rows, columns and all, drafts included and invalid text as nothing', () => {
    const totals = gridTotals(
      saved,
      { '9|2026-01-01': '10', '7|2026-02-01': 'x' },
      ['2026-02-01', '2026-01-01'],
      ['7', '9'],
    );
    expect(Object.fromEntries(totals.byMonth)).toEqual({ '2026-02-01': 6, '2026-01-01': 14 });
    expect(Object.fromEntries(totals.byCenter)).toEqual({ '7': 4, '9': 16 });
    expect(totals.total).toBe(20);
  });
});
