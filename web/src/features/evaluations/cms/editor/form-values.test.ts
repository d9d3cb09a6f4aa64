import { describe, expect, it } from 'vitest';
import { firstFieldWithError } from '../../../../components/cms/editor/use-field-tab-focus.ts';
import type { EvaluationEditor_EvaluationFragment } from '../../../../gql/graphql.ts';
import { fieldTabIds, fieldTabs } from './field-tabs.ts';
import { changedInput, editorSchema, toFormValues, toInput } from './form-values.ts';

const loaded: EvaluationEditor_EvaluationFragment = {
  id: '5',
  title: 'Heupfractuur bij ouderen',
  slug: 'heupfractuur-bij-ouderen',
  url: '/evaluations/heupfractuur-bij-ouderen',
  studyTitle: null,
  status: 'DRAFT',
  phase: 'INCLUDING',
  description: '<p>Tekst</p>',
  descriptionShort: 'Kort',
  objective: 'APPLICABLE',
  researchQuestion: null,
  studyDesign: null,
  contactInfo: null,
  researchAgency: 'Bureau',
  resourceAgency: null,
  sponsor: null,
  analysis: null,
  figure: null,
  edc: null,
  castorSlug: null,
  vimeoId: null,
  instructionVideoUrl: 'https://example.org/video',
  currentMedicalGuideline: null,
  trialRegister: null,
  tags: ['heup'],
  startsAt: '2026-01-01',
  endsAt: null,
  adjustedEndsAt: null,
  firstInclusionAt: null,
  lastInclusionAt: null,
  isVisibleAtInclusionMonitor: false,
  gradationId: '2',
  logo: { id: '40', url: '/v1/files/40', name: 'logo.png', mimeType: 'image/png', size: 90 },
  banner: null,
  programs: [{ id: '3' }, { id: '1' }],
  associations: [],
  specializations: [{ id: '9' }],
  people: [{ id: '100', userId: '7' }],
};

describe('toFormValues', () => {
  it('gives every field a form value: empty texts as "", choices and days as null', () => {
    const values = toFormValues(loaded);
    expect(values.studyTitle).toBe('');
    expect(values.researchQuestion).toBeNull();
    expect(values.endsAt).toBeNull();
    expect(values.programIds).toEqual(['3', '1']);
    expect(values.logo?.id).toBe('40');
    expect(editorSchema.safeParse(values).success).toBe(true);
  });

  it('places every field in exactly one tab', () => {
    const placed = fieldTabIds.flatMap((tab) => fieldTabs[tab]);
    expect([...placed].sort()).toEqual(Object.keys(toFormValues(loaded)).sort());
  });
});

describe('changedInput', () => {
  it('is empty when nothing changed, also when only the order of a set differs', () => {
    const saved = toFormValues(loaded);
    expect(changedInput(saved, { ...saved, programIds: ['1', '3'] })).toEqual({});
  });

  it('sends only the changed fields, with empty values as null', () => {
    const saved = toFormValues(loaded);
    const changed = changedInput(saved, {
      ...saved,
      title: '  Nieuwe titel ',
      descriptionShort: '',
      endsAt: '2026-12-31',
      logo: null,
      isVisibleAtInclusionMonitor: true,
      associationIds: ['4'],
    });
    expect(changed).toEqual({
      title: 'Nieuwe titel',
      descriptionShort: null,
      endsAt: '2026-12-31',
      logoId: null,
      isVisibleAtInclusionMonitor: true,
      associationIds: ['4'],
    });
  });

  it('treats an emptied rich-text editor as no text', () => {
    const saved = toFormValues(loaded);
    expect(changedInput(saved, { ...saved, description: '<p></p>' })).toEqual({
      description: null,
    });
    expect(
      changedInput({ ...saved, studyDesign: '' }, { ...saved, studyDesign: '<p> </p>' }),
    ).toEqual({});
  });

  it('adds a scheme to a link without one', () => {
    const saved = toFormValues(loaded);
    expect(toInput({ ...saved, instructionVideoUrl: 'vimeo.com/123' }).instructionVideoUrl).toBe(
      'https://vimeo.com/123',
    );
  });
});

describe('editorSchema', () => {
  const valid = toFormValues(loaded);
  const errorsOf = (values: object) => {
    const result = editorSchema.safeParse({ ...valid, ...values });
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
  };

  it('requires a title', () => {
    expect(errorsOf({ title: '   ' })).toEqual({ title: 'validation.required' });
  });

  it('accepts only lowercase letters, digits and single hyphens in a slug', () => {
    expect(errorsOf({ slug: 'Met Spaties' })).toEqual({ slug: 'validation.slug' });
    expect(errorsOf({ slug: 'goed-2026' })).toEqual({});
    expect(errorsOf({ slug: '' })).toEqual({});
  });

  it('checks the instruction video address, the Vimeo id and the days', () => {
    expect(errorsOf({ instructionVideoUrl: 'geen url' })).toEqual({
      instructionVideoUrl: 'validation.url',
    });
    expect(errorsOf({ vimeoId: '12a' })).toEqual({ vimeoId: 'validation.number' });
    expect(errorsOf({ startsAt: '2026-13-01' })).toEqual({ startsAt: 'validation.date' });
  });
});

describe('firstFieldWithError', () => {
  it('picks the first field in tab order, with its tab', () => {
    expect(firstFieldWithError(fieldTabs, ['programIds', 'endsAt', 'slug'])).toEqual({
      tab: 'general',
      field: 'slug',
    });
    expect(firstFieldWithError(fieldTabs, ['logo'])).toEqual({ tab: 'media', field: 'logo' });
    expect(firstFieldWithError(fieldTabs, ['unknown'])).toBeNull();
  });
});
