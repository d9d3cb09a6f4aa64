// The shape of one demo evaluation topic: a comparative-effectiveness question of Dutch hospital care.
import type { SpecializationTitle } from './reference-data.ts';

/** How patients are allocated; drives the study design text and the participant types. */
export type StudyDesign = 'rct' | 'noninferiority' | 'preference' | 'stepped_wedge';

export interface EvaluationTopic {
  /** Dutch title as shown on the site; the slug is derived from it. */
  title: string;
  acronym: string;
  /** Formal study title, ending with the acronym. */
  studyTitle: string;
  /** Who is studied, as a Dutch noun phrase ("volwassenen met ..."). */
  population: string;
  /** The strategy under evaluation, as a noun phrase. */
  intervention: string;
  /** The usual strategy it is compared with, as a noun phrase. */
  comparison: string;
  /** The primary outcome, as a noun phrase. */
  outcome: string;
  inclusion: string[];
  exclusion: string[];
  specializations: SpecializationTitle[];
  /** Association abbreviations (1-2). */
  associations: string[];
  /** Program abbreviation, when funded by one. */
  program?: string;
  design: StudyDesign;
  guideline: string;
  tags: string[];
}
