// The product spec's Dutch labels, asserted literally against every nl catalogue that shows them
// (and the demo seed's gradation titles and about page), so a changed catalogue cannot drift from the spec
// unnoticed. Each expectation quotes ../shared/spec/product-spec.md; the spec is not read at run
// time (it is not part of this repository).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { gradations } from '../../gateway/src/db/seed/content/reference-data.ts';
import { sitePages } from '../../gateway/src/db/seed/content/site-content.ts';

const webSrc = path.resolve(import.meta.dirname, '../../web/src');

/** One nl catalogue of the web app (a path below web/src). */
const catalogue = (file: string): Record<string, string> =>
  JSON.parse(fs.readFileSync(path.join(webSrc, file), 'utf8'));

const users = catalogue('features/users/messages/nl.json');
const evaluations = catalogue('features/evaluations/messages/nl.json');
const monitor = catalogue('features/inclusion-monitor/messages/nl.json');
const centers = catalogue('features/centers/messages/nl.json');
const cmsEvaluationList = catalogue('features/evaluations/cms/list/messages/nl.json');
const cmsEvaluationEditor = catalogue('features/evaluations/cms/editor/messages/nl.json');

/** The texts of `keys` in a catalogue (undefined where a key is missing, so the diff shows it). */
const textsOf = (messages: Record<string, string>, keys: Record<string, string>) =>
  Object.fromEntries(Object.entries(keys).map(([value, key]) => [value, messages[key]]));

describe("the spec's Dutch labels in the nl catalogues", () => {
  it("gender: male 'Dhr.', female 'Mw.' (section 3, User)", () => {
    const spec = { male: 'Dhr.', female: 'Mw.' };
    expect(textsOf(users, { male: 'users.gender.male', female: 'users.gender.female' })).toEqual(
      spec,
    );
  });

  it('role: admin (Beheerder), researcher (Onderzoeker) (section 3, User)', () => {
    const spec = { admin: 'Beheerder', researcher: 'Onderzoeker' };
    expect(
      textsOf(users, { admin: 'users.role.admin', researcher: 'users.role.researcher' }),
    ).toEqual(spec);
  });

  it('status: new (Nieuw), draft (Concept), published (Gepubliceerd) (section 3, Evaluation)', () => {
    const spec = { new: 'Nieuw', draft: 'Concept', published: 'Gepubliceerd' };
    expect(
      textsOf(evaluations, {
        new: 'evaluations.status.new',
        draft: 'evaluations.status.draft',
        published: 'evaluations.status.published',
      }),
    ).toEqual(spec);
  });

  it('phase: the four phases, on the evaluation pages, the inclusion monitor and the about page', () => {
    // "Phase: preparation (Voorbereidende fase), including (Inclusie fase), continuation
    // (Datamanagement fase), completed (Einde zorgevaluatie: Publicatie/implementatie)."
    const spec = {
      preparation: 'Voorbereidende fase',
      including: 'Inclusie fase',
      continuation: 'Datamanagement fase',
      completed: 'Einde zorgevaluatie: Publicatie/implementatie',
    };
    const phases = Object.keys(spec);
    expect(
      textsOf(evaluations, Object.fromEntries(phases.map((p) => [p, `evaluations.phase.${p}`]))),
    ).toEqual(spec);
    expect(
      textsOf(
        monitor,
        Object.fromEntries(phases.map((p) => [p, `monitor.phase.${p.toUpperCase()}`])),
      ),
    ).toEqual(spec);
    // The about page (the demo's site content since issue 27) introduces each phase under its name.
    const headings = [...sitePages.about.body_nl.matchAll(/<h3>(.*?)<\/h3>/g)].map((m) => m[1]);
    expect(headings).toEqual(Object.values(spec));
  });

  it('centre types, in the CMS centres and on the inclusion monitor (section 3, Center)', () => {
    // "Types: umc (UMC), stz (STC), general (Algemeen ziekenhuis), categorical (Categoraal
    // ziekenhuis), revalidation (Revalidatie Centra), clinic (Kliniek)."
    const spec = {
      umc: 'UMC',
      stz: 'STC',
      general: 'Algemeen ziekenhuis',
      categorical: 'Categoraal ziekenhuis',
      revalidation: 'Revalidatie Centra',
      clinic: 'Kliniek',
    };
    const types = Object.keys(spec);
    expect(
      textsOf(centers, Object.fromEntries(types.map((t) => [t, `centers.type.${t}`]))),
    ).toEqual(spec);
    expect(
      textsOf(
        monitor,
        Object.fromEntries(types.map((t) => [t, `monitor.centerType.${t.toUpperCase()}`])),
      ),
    ).toEqual(spec);
  });

  it('gradations: the inclusion-monitor categories Categorie 1 to Categorie 4 (section 3)', () => {
    const spec = ['Categorie 1', 'Categorie 2', 'Categorie 3', 'Categorie 4'];
    expect(gradations.map((gradation) => gradation.title)).toEqual(spec);
    // Where a screen names the gradation, it calls it what the spec calls the titles.
    expect(evaluations['evaluations.facets.gradation']).toBe('Categorie');
    expect(monitor['monitor.filters.category']).toBe('Categorie');
    expect(cmsEvaluationList['cmsEvaluations.list.column.gradation']).toBe('Categorie');
    expect(cmsEvaluationEditor['cmsEvaluations.editor.field.gradationId']).toMatch(/^Categorie\b/);
  });
});
