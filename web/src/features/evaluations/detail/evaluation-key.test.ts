// Unit tests of the detail page's pure pieces: the route parameter and register links.
import { describe, expect, it } from 'vitest';
import { evaluationKey, trialRegisterUrl } from './evaluation-key.ts';

describe('evaluationKey', () => {
  it('asks a slug as a slug only', () => {
    expect(evaluationKey('knie-artrose')).toEqual({ slug: 'knie-artrose', id: null });
  });

  it('asks digits both as an id and as a slug', () => {
    expect(evaluationKey('42')).toEqual({ slug: '42', id: '42' });
  });
});

describe('trialRegisterUrl', () => {
  it('links the Dutch and the US register, and nothing it does not know', () => {
    expect(trialRegisterUrl('NL-OMON23456')).toBe('https://onderzoekmetmensen.nl/nl/trial/23456');
    expect(trialRegisterUrl('NCT04123456')).toBe('https://clinicaltrials.gov/study/NCT04123456');
    expect(trialRegisterUrl('intern 12')).toBeNull();
  });
});
