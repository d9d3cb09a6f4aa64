// Unit tests of a history entry's changes grouped per field and named by the editor's labels.
import { describe, expect, it } from 'vitest';
import { changeGroups, fieldLabel, formFieldOf, parsePath } from './entry-changes.ts';

const fields = {
  endsAt: { label: 'Einddatum' },
  specializationIds: { label: 'Specialismen' },
  logo: { label: 'Logo' },
  description: { label: 'Omschrijving', rich: true },
};

describe('history changes', () => {
  it('reads a path: its field, item and the item’s field', () => {
    expect(parsePath('criteria[12].content')).toEqual({
      top: 'criteria',
      item: '12',
      inner: 'content',
    });
    expect(parsePath('ends_at')).toEqual({ top: 'ends_at', item: null, inner: null });
  });

  it('finds the form field of a record field, and its label, else the relation’s or the path', () => {
    expect(formFieldOf('ends_at', fields)).toBe('endsAt');
    expect(formFieldOf('specializations', fields)).toBe('specializationIds');
    expect(formFieldOf('logo_id', fields)).toBe('logo');
    expect(fieldLabel('criteria', fields, { criteria: 'Criteria' })).toBe('Criteria');
    expect(fieldLabel('study_title', fields)).toBe('study_title');
  });

  it('groups a list’s items as added, removed and changed, by their names', () => {
    const groups = changeGroups(
      [
        {
          field: 'description',
          before: '<p>a</p>',
          after: '<p>b</p>',
          added: false,
          removed: false,
        },
        {
          field: 'specializations[5]',
          before: { id: 5, title: 'Heelkunde' },
          after: null,
          added: false,
          removed: true,
        },
        {
          field: 'specializations[1]',
          before: null,
          after: { id: 1, title: 'Anesthesiologie' },
          added: true,
          removed: false,
        },
        { field: 'criteria[12].content', before: 'x', after: 'y', added: false, removed: false },
        { field: 'password', before: null, after: null, added: true, removed: true },
      ],
      fields,
      { criteria: 'Criteria' },
    );
    expect(groups).toEqual([
      {
        kind: 'value',
        field: 'description',
        label: 'Omschrijving',
        formField: 'description',
        before: '<p>a</p>',
        after: '<p>b</p>',
      },
      {
        kind: 'items',
        field: 'specializations',
        label: 'Specialismen',
        formField: 'specializationIds',
        added: ['Anesthesiologie'],
        removed: ['Heelkunde'],
        changed: [],
      },
      {
        kind: 'items',
        field: 'criteria',
        label: 'Criteria',
        formField: null,
        added: [],
        removed: [],
        changed: [{ item: '#12', inner: 'content', before: 'x', after: 'y' }],
      },
      { kind: 'secret', field: 'password', label: 'password', formField: null },
    ]);
  });
});
