import { describe, expect, it } from 'vitest';
import { hasContent } from '../../../../../components/rich-text-editor/has-content.ts';
import { sectionInput, sectionStatus } from './section-status.ts';

describe('sectionStatus', () => {
  it('is pending when the section is hidden, whatever its content', () => {
    expect(sectionStatus({ isVisible: false, content: '<p>Tekst</p>' })).toBe('PENDING');
    expect(sectionStatus({ isVisible: false, content: null })).toBe('PENDING');
  });

  it('is applicable when visible with content', () => {
    expect(sectionStatus({ isVisible: true, content: '<p>Tekst</p>' })).toBe('APPLICABLE');
  });

  it('is not applicable when visible without content, or when there is no section', () => {
    expect(sectionStatus({ isVisible: true, content: null })).toBe('NOT_APPLICABLE');
    expect(sectionStatus({ isVisible: true, content: '<p></p>' })).toBe('NOT_APPLICABLE');
    expect(sectionStatus(null)).toBe('NOT_APPLICABLE');
  });
});

describe('hasContent', () => {
  it('sees text and images, not empty paragraphs or spaces', () => {
    expect(hasContent('<p>a</p>')).toBe(true);
    expect(hasContent('<p><img src="x.png" alt=""></p>')).toBe(true);
    expect(hasContent('<p> &nbsp; </p><p><br></p>')).toBe(false);
    expect(hasContent('')).toBe(false);
    expect(hasContent(undefined)).toBe(false);
  });
});

describe('sectionInput', () => {
  it('saves an applicable section visible with its content', () => {
    expect(sectionInput('POPULATION', 'APPLICABLE', '<p>Volwassenen</p>')).toEqual({
      type: 'POPULATION',
      status: 'APPLICABLE',
      content: '<p>Volwassenen</p>',
      isVisible: true,
    });
  });

  it('clears the content when not applicable is chosen', () => {
    expect(sectionInput('BACKGROUND', 'NOT_APPLICABLE', '<p>Oud</p>')).toEqual({
      type: 'BACKGROUND',
      status: 'NOT_APPLICABLE',
      content: null,
      isVisible: false,
    });
  });

  it('keeps the content of a pending section hidden', () => {
    expect(sectionInput('INTERVENTION', 'PENDING', '<p>Concept</p>')).toEqual({
      type: 'INTERVENTION',
      status: 'PENDING',
      content: '<p>Concept</p>',
      isVisible: false,
    });
  });
});
