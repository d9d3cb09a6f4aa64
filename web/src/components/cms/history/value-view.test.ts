// Unit tests of how a field's value is shown: rich text as words, records by name, choices by label.
import { describe, expect, it } from 'vitest';
import { recordName, valueView } from './value-view.ts';

describe('valueView', () => {
  it('shows rich text as its text, also without the hint when it is stored HTML', () => {
    expect(valueView('<p>Een <strong>nieuwe</strong> tekst</p>', { rich: true })).toEqual({
      kind: 'words',
      text: 'Een nieuwe tekst',
    });
    expect(valueView('<p>Opgeslagen</p>')).toEqual({ kind: 'words', text: 'Opgeslagen' });
    expect(valueView('<p></p>', { rich: true })).toEqual({ kind: 'empty' });
  });

  it('shows a choice by its label, whatever the letter case', () => {
    const options = [{ value: 'PUBLISHED', label: 'Gepubliceerd' }];
    expect(valueView('published', { options })).toEqual({ kind: 'text', text: 'Gepubliceerd' });
    expect(valueView(['3', '4'], { options: [{ value: '3', label: 'Cardiologie' }] })).toEqual({
      kind: 'items',
      items: ['Cardiologie', '4'],
    });
  });

  it('shows lists of records, files, days, moments and nothing', () => {
    expect(valueView([{ id: 5, title: 'Heelkunde' }])).toEqual({
      kind: 'items',
      items: ['Heelkunde'],
    });
    expect(valueView({ id: 53, name: 'protocol.pdf', url: '/v1/files/53' })).toEqual({
      kind: 'text',
      text: 'protocol.pdf',
    });
    expect(valueView('2027-03-01')).toEqual({ kind: 'day', value: '2027-03-01' });
    expect(valueView('2026-12-01T22:21:18.949Z')).toEqual({
      kind: 'moment',
      value: '2026-12-01T22:21:18.949Z',
    });
    expect(valueView(null)).toEqual({ kind: 'empty' });
    expect(valueView([])).toEqual({ kind: 'empty' });
    expect(valueView(false)).toEqual({ kind: 'boolean', value: false });
  });

  it('names an item by its title, its file, its text or its id', () => {
    expect(recordName({ id: 2, file: { name: 'brief.pdf' } })).toBe('brief.pdf');
    expect(recordName({ id: 3, content: '<p>Leeftijd 70 jaar of ouder</p>' })).toBe(
      'Leeftijd 70 jaar of ouder',
    );
    expect(recordName({ id: 4 })).toBe('#4');
  });
});
