import { describe, expect, it } from 'vitest';
import { firstFieldWithError } from '../../../../components/cms/editor/use-field-tab-focus.ts';
import { StoredFileFragment } from '../../../../components/file-upload/stored-file.ts';
import { makeFragmentData } from '../../../../gql';
import type { EvaluationEditor_EvaluationFragment } from '../../../../gql/graphql.ts';
import { editorEvaluation } from '../../../../test-support/evaluation-editor.ts';
import { fieldTabIds, fieldTabs } from './field-tabs.ts';
import { fromLocalInput, toLocalInput } from '../../../../components/form/local-date-time.ts';
import { changedInput, editorSchema, toFormValues, toInput } from './form-values.ts';

const loaded: EvaluationEditor_EvaluationFragment = {
  ...editorEvaluation,
  description: '<p>Tekst</p>',
  descriptionShort: 'Kort',
  objective: 'APPLICABLE',
  researchAgency: 'Bureau',
  instructionVideoUrl: 'https://example.org/video',
  startsAt: '2026-01-01',
  gradationId: '2',
  logo: makeFragmentData(
    { id: '40', url: '/v1/files/40', name: 'logo.png', mimeType: 'image/png', size: 90 },
    StoredFileFragment,
  ),
  programs: [{ id: '3' }, { id: '1' }],
  specializations: [{ id: '9' }],
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

describe('scheduled publishing', () => {
  it('shows the planned moments in local time and sends them back as moments', () => {
    const planned = toFormValues({
      ...loaded,
      publishAt: '2027-03-01T08:00:00.000Z',
      unpublishAt: null,
    });
    expect(planned.publishAt).toBe(toLocalInput('2027-03-01T08:00:00.000Z'));
    expect(planned.unpublishAt).toBe('');
    expect(changedInput(planned, planned)).toEqual({});
    expect(changedInput(planned, { ...planned, publishAt: '' })).toEqual({ publishAt: null });
    const later = { ...planned, unpublishAt: '2027-03-08T09:30' };
    expect(changedInput(planned, later)).toEqual({
      unpublishAt: fromLocalInput('2027-03-08T09:30'),
    });
  });

  it('refuses an unreadable moment and a return to draft before the publication', () => {
    const valid = toFormValues(loaded);
    const errorsOf = (values: object) => {
      const result = editorSchema.safeParse({ ...valid, ...values });
      return result.success
        ? {}
        : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
    };
    expect(errorsOf({ publishAt: 'morgen' })).toEqual({ publishAt: 'validation.dateTime' });
    expect(errorsOf({ publishAt: '2027-03-02T09:00', unpublishAt: '2027-03-01T09:00' })).toEqual({
      unpublishAt: 'validation.dateOrder',
    });
    expect(errorsOf({ publishAt: '2027-03-01T09:00', unpublishAt: '2027-03-02T09:00' })).toEqual(
      {},
    );
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
