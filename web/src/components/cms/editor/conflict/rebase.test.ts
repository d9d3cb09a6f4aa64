// Unit tests of resolving an edit conflict: which fields to ask about and what is saved again.
import { describe, expect, it } from 'vitest';
import { changedFields, conflictsToAsk, rebasedValues } from './rebase.ts';

interface Values {
  title: string;
  description: string;
  logo: { id: string } | null;
  sponsor: string;
}
const saved: Values = { title: 'A', description: '<p>een</p>', logo: null, sponsor: '' };
const mine: Values = { title: 'Mijn A', description: '<p>een</p>', logo: { id: '7' }, sponsor: '' };
const current: Values = {
  title: 'Hun A',
  description: '<p>twee</p>',
  logo: null,
  sponsor: 'ZonMw',
};
const at = '2026-11-22T11:58:00.000Z';

describe('an edit conflict', () => {
  it('names the fields the person changed', () => {
    expect(changedFields(saved, mine)).toEqual(['title', 'logo']);
  });

  it('asks only about fields the person changed, each form field once, mapped from the input', () => {
    const asked = conflictsToAsk(
      {
        version: 9,
        conflicts: [
          { field: 'title', changedBy: null, changedAt: at },
          { field: 'logoId', changedBy: null, changedAt: at },
          { field: 'description', changedBy: null, changedAt: at },
          { field: 'title', changedBy: null, changedAt: at },
        ],
      },
      changedFields(saved, mine),
      { logoId: 'logo' },
    );
    expect(asked.map((entry) => [entry.field, entry.formField])).toEqual([
      ['title', 'title'],
      ['logoId', 'logo'],
    ]);
  });

  it('saves on top of the record now: mine where chosen or not asked, theirs where taken or edited', () => {
    const changed = changedFields(saved, mine);
    expect(rebasedValues(current, mine, changed, { title: 'theirs' })).toEqual({
      ...current,
      logo: { id: '7' },
    });
    expect(rebasedValues(current, mine, changed, { title: 'mine', logo: 'edit' })).toEqual({
      ...current,
      title: 'Mijn A',
    });
  });
});
