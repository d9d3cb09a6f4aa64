// Field-by-field changes of a record: plain fields, items of a list by their id, whole values,
// and the timestamps that are no change.
import { describe, expect, it } from 'vitest';
import { canonicalJson, diffRecords } from './diff.ts';

describe('diffRecords', () => {
  it('lists each changed field with its value before and after', () => {
    const before = { id: 1, title: 'Oud', ends_at: '2027-01-01', is_published: false };
    const after = { id: 1, title: 'Nieuw', ends_at: null, is_published: false };
    expect(diffRecords(before, after)).toEqual([
      { field: 'title', before: 'Oud', after: 'Nieuw' },
      { field: 'ends_at', before: '2027-01-01', after: null },
    ]);
  });

  it('compares a list of items by id: added, removed and changed items each on their own', () => {
    const before = {
      criteria: [
        { id: 1, content: 'Leeftijd 18+', position: 0 },
        { id: 2, content: 'Zwanger', position: 1 },
      ],
    };
    const after = {
      criteria: [
        { id: 1, content: 'Leeftijd 16+', position: 0 },
        { id: 3, content: 'Roker', position: 1 },
      ],
    };
    expect(diffRecords(before, after)).toEqual([
      { field: 'criteria[1].content', before: 'Leeftijd 18+', after: 'Leeftijd 16+' },
      { field: 'criteria[2]', before: { id: 2, content: 'Zwanger', position: 1 } },
      { field: 'criteria[3]', after: { id: 3, content: 'Roker', position: 1 } },
    ]);
  });

  it('compares other values as a whole, whatever their key order', () => {
    const logo = { id: 7, name: 'logo.png', url: '/v1/files/7' };
    const before = { logo, specialization_ids: [1, 2] };
    const reordered = {
      logo: { url: '/v1/files/7', name: 'logo.png', id: 7 },
      specialization_ids: [1, 2],
    };
    expect(diffRecords(before, reordered)).toEqual([]);
    const replaced = {
      logo: { id: 8, name: 'nieuw.png', url: '/v1/files/8' },
      specialization_ids: [2],
    };
    expect(diffRecords(before, replaced)).toEqual([
      { field: 'logo', before: logo, after: replaced.logo },
      { field: 'specialization_ids', before: [1, 2], after: [2] },
    ]);
  });

  it('takes no notice of the timestamps the database keeps', () => {
    const before = {
      title: 'A',
      updated_at: '2026-01-01T00:00:00Z',
      links: [{ id: 1, updated_at: 'x' }],
    };
    const after = {
      title: 'A',
      updated_at: '2026-02-01T00:00:00Z',
      links: [{ id: 1, updated_at: 'y' }],
    };
    expect(diffRecords(before, after)).toEqual([]);
  });

  it('answers every field of a created or deleted record', () => {
    expect(diffRecords(undefined, { id: 4, title: 'Nieuw' })).toEqual([
      { field: 'id', after: 4 },
      { field: 'title', after: 'Nieuw' },
    ]);
    expect(diffRecords({ id: 4, title: 'Weg' }, undefined)).toEqual([
      { field: 'id', before: 4 },
      { field: 'title', before: 'Weg' },
    ]);
  });
});

describe('canonicalJson', () => {
  it('sorts keys at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [{ z: 1, y: 2 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[{"y":2,"z":1}]},"b":1}',
    );
  });
});
