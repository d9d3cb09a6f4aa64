// The three organisation kinds (association, program, trial bureau): one implementation, three tables.
import type { Role } from '../../domain/enums.ts';
import type { Publisher } from '../events/relationship.ts';

export type OrganisationTable = 'associations' | 'programs' | 'trial_bureaus';
export type OrganisationOwnerColumn = 'association_id' | 'program_id' | 'trial_bureau_id';

export interface OrganisationKind {
  /** Singular owner name, as the API presents it in eventable_type / postable_type. */
  type: 'association' | 'program' | 'trial_bureau';
  table: OrganisationTable;
  /** Trial bureaus carry a `name` where the others carry a `title` (spec section 3). */
  nameColumn: 'title' | 'name';
  /** The owner foreign key in documents, events, posts and settings. */
  ownerColumn: OrganisationOwnerColumn;
  specializationTable:
    | 'association_specializations'
    | 'program_specializations'
    | 'trial_bureau_specializations';
  evaluationTable: 'evaluation_associations' | 'evaluation_programs' | 'trial_bureau_evaluations';
  /** Path below /v1. */
  path: '/associations' | '/programs' | '/trial-bureau';
  tag: string;
  /** Who writes the organisation and everything that hangs off it (spec sections 2 and 6). */
  writers: readonly Role[];
  /** Associations and programs publish events and posts (their owner FK there); trial bureaus do not. */
  publisher: Publisher | null;
}

export const associationKind: OrganisationKind = {
  type: 'association',
  table: 'associations',
  nameColumn: 'title',
  ownerColumn: 'association_id',
  specializationTable: 'association_specializations',
  evaluationTable: 'evaluation_associations',
  path: '/associations',
  tag: 'associations',
  writers: ['admin', 'editor'],
  publisher: { type: 'association', column: 'association_id' },
};

export const programKind: OrganisationKind = {
  type: 'program',
  table: 'programs',
  nameColumn: 'title',
  ownerColumn: 'program_id',
  specializationTable: 'program_specializations',
  evaluationTable: 'evaluation_programs',
  path: '/programs',
  tag: 'programs',
  writers: ['admin', 'editor'],
  publisher: { type: 'program', column: 'program_id' },
};

export const trialBureauKind: OrganisationKind = {
  type: 'trial_bureau',
  table: 'trial_bureaus',
  nameColumn: 'name',
  ownerColumn: 'trial_bureau_id',
  specializationTable: 'trial_bureau_specializations',
  evaluationTable: 'trial_bureau_evaluations',
  path: '/trial-bureau',
  tag: 'trial-bureau',
  writers: ['admin'],
  publisher: null,
};
