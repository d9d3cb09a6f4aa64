// The demo content is internally consistent: every reference resolves and every slug is unique.
import { describe, expect, it } from 'vitest';
import { associations } from './content/associations.ts';
import { centers } from './content/centers.ts';
import { evaluationTopics } from './content/evaluation-topics.ts';
import { people } from './content/people.ts';
import { programs, trialBureau } from './content/programs.ts';
import { specializations } from './content/reference-data.ts';
import { slugify, slugPattern } from './slug.ts';

describe('demo content', () => {
  const specializationTitles = new Set<string>(specializations);
  const associationAbbreviations = new Set(associations.map((a) => a.abbreviation));
  const programAbbreviations = new Set(programs.map((p) => p.abbreviation));

  it('has 40+ topics with unique valid slugs and acronyms', () => {
    expect(evaluationTopics.length).toBeGreaterThanOrEqual(40);
    const slugs = evaluationTopics.map((topic) => slugify(topic.title));
    for (const slug of slugs) expect(slug).toMatch(slugPattern);
    expect(new Set(slugs).size).toBe(slugs.length);
    const acronyms = evaluationTopics.map((topic) => topic.acronym);
    expect(new Set(acronyms).size).toBe(acronyms.length);
  });

  it('links topics only to known specializations, associations and programs', () => {
    for (const topic of evaluationTopics) {
      expect(topic.studyTitle.endsWith(`(${topic.acronym})`)).toBe(true);
      expect(topic.specializations.length).toBeGreaterThanOrEqual(1);
      expect(topic.associations.length).toBeGreaterThanOrEqual(1);
      expect(topic.associations.length).toBeLessThanOrEqual(2);
      for (const title of topic.specializations) expect(specializationTitles.has(title)).toBe(true);
      for (const abbreviation of topic.associations) {
        expect(associationAbbreviations.has(abbreviation)).toBe(true);
      }
      if (topic.program) expect(programAbbreviations.has(topic.program)).toBe(true);
      expect(topic.inclusion.length).toBeGreaterThanOrEqual(2);
      expect(topic.exclusion.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('links organisations and people to known records', () => {
    for (const organisation of [...associations, ...programs, trialBureau]) {
      for (const title of organisation.specializations) {
        expect(specializationTitles.has(title)).toBe(true);
      }
    }
    const centerTitles = new Set(centers.map((center) => center.title));
    for (const person of people) {
      if (person.center) expect(centerTitles.has(person.center)).toBe(true);
      if (person.association) expect(associationAbbreviations.has(person.association)).toBe(true);
      if (person.program) expect(programAbbreviations.has(person.program)).toBe(true);
    }
  });
});
