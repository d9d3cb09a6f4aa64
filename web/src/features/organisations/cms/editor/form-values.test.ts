import { describe, expect, it } from 'vitest';
import { changedInput, editorSchema, toFormValues } from './form-values.ts';

const stored = {
  __typename: 'Association' as const,
  id: '3',
  title: 'Vereniging A',
  abbreviation: null,
  description: '<p>Over</p>',
  about: null,
  contact: null,
  url: 'https://a.nl',
  updatedAt: '2026-01-01T00:00:00Z',
  version: 12,
  logo: { id: '9', url: '/v1/files/9', name: 'logo.png', mimeType: 'image/png', size: 5 },
  banner: null,
  specializations: [{ id: '2' }, { id: '1' }],
};

describe('the organisation editor form', () => {
  it('reads a stored organisation with empty texts for missing values', () => {
    expect(toFormValues(stored)).toMatchObject({
      title: 'Vereniging A',
      abbreviation: '',
      about: '',
      specializationIds: ['2', '1'],
      banner: null,
    });
  });

  it('sends only what changed: trimmed, empty rich text as null, links with a scheme', () => {
    const saved = toFormValues(stored);
    expect(changedInput(saved, { ...saved, specializationIds: ['1', '2'] })).toEqual({});
    expect(
      changedInput(saved, {
        ...saved,
        abbreviation: ' VA ',
        description: '<p></p>',
        url: 'www.b.nl',
        logo: null,
      }),
    ).toEqual({ abbreviation: 'VA', description: null, url: 'https://www.b.nl', logoId: null });
  });

  it('needs a title and a valid website', () => {
    const issues = editorSchema
      .safeParse({ ...toFormValues(stored), title: ' ', url: 'geen adres' })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(issues).toEqual([
      ['title', 'validation.required'],
      ['url', 'validation.url'],
    ]);
  });
});
