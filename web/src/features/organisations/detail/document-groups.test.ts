import { describe, expect, it } from 'vitest';
import { groupDocuments, humanSize } from './document-groups.ts';

describe('groupDocuments', () => {
  it('groups by type in the spec order, keeps the order inside a group, unknown types last', () => {
    const documents = [
      { id: 'a', type: 'REPORTS' },
      { id: 'b', type: 'POSTERS' },
      { id: 'c', type: 'whatever' },
      { id: 'd', type: 'REPORTS' },
      { id: 'e', type: 'sops' },
    ];
    const groups = groupDocuments(documents);
    expect(groups.map((group) => group.type)).toEqual(['POSTERS', 'SOPS', 'REPORTS', null]);
    expect(groups[2]?.documents.map((document) => document.id)).toEqual(['a', 'd']);
    expect(groups[3]?.documents.map((document) => document.id)).toEqual(['c']);
  });

  it('gives no groups for no documents', () => {
    expect(groupDocuments([])).toEqual([]);
  });
});

describe('humanSize', () => {
  it('picks the unit that keeps the number at least 1, with one decimal', () => {
    expect(humanSize(288)).toEqual({ value: 288, unit: 'byte' });
    expect(humanSize(1503)).toEqual({ value: 1.5, unit: 'kilobyte' });
    expect(humanSize(5_000_000)).toEqual({ value: 5, unit: 'megabyte' });
  });
});
