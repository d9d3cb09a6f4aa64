// Unit tests of a "Recent verwijderd" row: a deleted record by its title, a removed item by its
// name from the change's `before`, with the record it belonged to.
import { describe, expect, it } from 'vitest';
import { deletedRow } from './deleted-row.ts';

describe('deletedRow', () => {
  it('names a deleted record by its title and kind', () => {
    expect(
      deletedRow({
        id: '17',
        action: 'DELETE',
        recordType: 'evaluations',
        recordTitle: 'Weg ermee',
        changes: [{ field: 'title', before: 'Weg ermee', added: false, removed: true }],
      }),
    ).toEqual({ id: '17', name: 'Weg ermee', kind: 'evaluations', owner: null });
  });

  it('names a removed item by its title, with its kind and owner', () => {
    expect(
      deletedRow({
        id: '4',
        action: 'UPDATE',
        recordType: 'evaluations',
        recordTitle: 'NECRO-STEP',
        changes: [
          {
            field: 'documents[2]',
            before: { id: 2, title: 'Patiënteninformatiebrief', file: { name: 'brief.pdf' } },
            after: null,
            added: false,
            removed: true,
          },
        ],
      }),
    ).toEqual({
      id: '4',
      name: 'Patiënteninformatiebrief',
      kind: 'documents',
      owner: { kind: 'evaluations', title: 'NECRO-STEP' },
    });
  });
});
