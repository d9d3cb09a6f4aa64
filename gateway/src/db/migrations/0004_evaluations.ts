// Evaluations and everything that belongs to one: sections, criteria, participants, people,
// measures, links, inclusion data and the joins to specializations, programs and associations.
import type { Kysely } from 'kysely';
import { run, searchVector, timestamps, touchTrigger } from './sql-helpers.ts';

const applicability = `('applicable', 'not_applicable', 'pending')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE evaluations (
      id serial PRIMARY KEY,
      slug text UNIQUE CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' AND length(slug) <= 200),
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
      study_title text CHECK (length(study_title) <= 500),
      status text NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'draft', 'published', 'castor')),
      phase text NOT NULL DEFAULT 'preparation'
        CHECK (phase IN ('preparation', 'including', 'continuation', 'completed')),
      description text,
      description_short text CHECK (length(description_short) <= 1000),
      objective text CHECK (objective IN ${applicability}),
      research_question text CHECK (research_question IN ${applicability}),
      study_design text,
      contact_info text,
      research_agency text CHECK (length(research_agency) <= 300),
      resource_agency text CHECK (length(resource_agency) <= 300),
      sponsor text CHECK (length(sponsor) <= 300),
      analysis text,
      figure text,
      edc text CHECK (edc IN ('castor', 'alea', 'open_clinica')),
      castor_slug text CHECK (length(castor_slug) <= 200),
      vimeo_id text CHECK (vimeo_id ~ '^[0-9]{1,20}$'),
      instruction_video_url text CHECK (length(instruction_video_url) <= 2048),
      current_medical_guideline text,
      trial_register text CHECK (length(trial_register) <= 300),
      tags text[] NOT NULL DEFAULT '{}',
      starts_at date,
      ends_at date,
      adjusted_ends_at date,
      first_inclusion_at date,
      last_inclusion_at date,
      is_visible_at_inclusion_monitor boolean NOT NULL DEFAULT false,
      gradation_id integer REFERENCES gradations (id) ON DELETE SET NULL,
      logo_id integer REFERENCES files (id) ON DELETE SET NULL,
      banner_id integer REFERENCES files (id) ON DELETE SET NULL,
      search ${searchVector('title', ['study_title', 'description_short', 'description', 'zv_join(tags)'])},
      ${timestamps},
      CONSTRAINT evaluations_ends_after_starts CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at >= starts_at),
      CONSTRAINT evaluations_adjusted_ends_after_starts
        CHECK (adjusted_ends_at IS NULL OR starts_at IS NULL OR adjusted_ends_at >= starts_at),
      CONSTRAINT evaluations_last_inclusion_after_first
        CHECK (last_inclusion_at IS NULL OR first_inclusion_at IS NULL OR last_inclusion_at >= first_inclusion_at)
    )`,
    `CREATE INDEX evaluations_status_idx ON evaluations (status)`,
    `CREATE INDEX evaluations_phase_idx ON evaluations (phase)`,
    `CREATE INDEX evaluations_gradation_idx ON evaluations (gradation_id)`,
    `CREATE INDEX evaluations_title_idx ON evaluations (lower(title))`,
    `CREATE INDEX evaluations_starts_at_idx ON evaluations (starts_at)`,
    `CREATE INDEX evaluations_ends_at_idx ON evaluations (ends_at)`,
    `CREATE INDEX evaluations_created_at_idx ON evaluations (created_at)`,
    `CREATE INDEX evaluations_updated_at_idx ON evaluations (updated_at)`,
    `CREATE INDEX evaluations_edc_idx ON evaluations (edc)`,
    `CREATE INDEX evaluations_monitor_idx ON evaluations (gradation_id) WHERE is_visible_at_inclusion_monitor`,
    `CREATE INDEX evaluations_published_title_idx ON evaluations (lower(title)) WHERE status = 'published'`,
    `CREATE INDEX evaluations_tags_idx ON evaluations USING gin (tags)`,
    `CREATE INDEX evaluations_search_idx ON evaluations USING gin (search)`,
    `CREATE INDEX evaluations_logo_idx ON evaluations (logo_id)`,
    `CREATE INDEX evaluations_banner_idx ON evaluations (banner_id)`,
    touchTrigger('evaluations'),

    `CREATE TABLE evaluation_specializations (
      evaluation_id integer NOT NULL REFERENCES evaluations (id) ON DELETE CASCADE,
      specialization_id integer NOT NULL REFERENCES specializations (id) ON DELETE CASCADE,
      PRIMARY KEY (evaluation_id, specialization_id)
    )`,
    `CREATE INDEX evaluation_specializations_specialization_idx ON evaluation_specializations (specialization_id)`,
    `CREATE TABLE evaluation_programs (
      evaluation_id integer NOT NULL REFERENCES evaluations (id) ON DELETE CASCADE,
      program_id integer NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
      PRIMARY KEY (evaluation_id, program_id)
    )`,
    `CREATE INDEX evaluation_programs_program_idx ON evaluation_programs (program_id)`,
    `CREATE TABLE evaluation_associations (
      evaluation_id integer NOT NULL REFERENCES evaluations (id) ON DELETE CASCADE,
      association_id integer NOT NULL REFERENCES associations (id) ON DELETE CASCADE,
      PRIMARY KEY (evaluation_id, association_id)
    )`,
    `CREATE INDEX evaluation_associations_association_idx ON evaluation_associations (association_id)`,
    `CREATE TABLE trial_bureau_evaluations (
      trial_bureau_id integer NOT NULL REFERENCES trial_bureaus (id) ON DELETE CASCADE,
      evaluation_id integer NOT NULL REFERENCES evaluations (id) ON DELETE CASCADE,
      PRIMARY KEY (trial_bureau_id, evaluation_id)
    )`,
    `CREATE INDEX trial_bureau_evaluations_evaluation_idx ON trial_bureau_evaluations (evaluation_id)`,

    // Applicable sections: objective 0, population 1, intervention 2, background 3; one of each.
    `CREATE TABLE applicables (
      id serial PRIMARY KEY,
      evaluation_id integer NOT NULL REFERENCES evaluations (id) ON DELETE CASCADE,
      type smallint NOT NULL CHECK (type BETWEEN 0 AND 3),
      content text,
      is_visible boolean NOT NULL DEFAULT false,
      ${timestamps},
      UNIQUE (evaluation_id, type)
    )`,
    `CREATE TABLE criteria (
      id serial PRIMARY KEY,
      evaluation_id integer NOT NULL REFERENCES evaluations (id) ON DELETE CASCADE,
      type text NOT NULL CHECK (type IN ('inclusion', 'exclusion')),
      content text NOT NULL CHECK (length(content) BETWEEN 1 AND 2000),
      position integer NOT NULL DEFAULT 0,
      ${timestamps}
    )`,
    `CREATE INDEX criteria_evaluation_idx ON criteria (evaluation_id, type, position)`,
    // Planned inclusions per participant type; their sum is the inclusion target.
    `CREATE TABLE participants (
      id serial PRIMARY KEY,
      evaluation_id integer NOT NULL REFERENCES evaluations (id) ON DELETE CASCADE,
      type text NOT NULL CHECK (type IN ('RCT', 'RCT1', 'RCT2', 'Cohort', 'Other')),
      amount integer NOT NULL DEFAULT 0 CHECK (amount >= 0),
      description text CHECK (length(description) <= 1000),
      ${timestamps},
      UNIQUE (evaluation_id, type)
    )`,
    `CREATE TABLE evaluation_people (
      id serial PRIMARY KEY,
      evaluation_id integer NOT NULL REFERENCES evaluations (id) ON DELETE CASCADE,
      user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      contact_function text NOT NULL DEFAULT 'other' CHECK (contact_function IN
        ('doctoral_researcher', 'project_leader', 'independent_doctor', 'lead_researcher', 'other')),
      ${timestamps},
      UNIQUE (evaluation_id, user_id)
    )`,
    `CREATE INDEX evaluation_people_user_idx ON evaluation_people (user_id)`,
    `CREATE TABLE measures (
      id serial PRIMARY KEY,
      evaluation_id integer NOT NULL REFERENCES evaluations (id) ON DELETE CASCADE,
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
      description text,
      position integer NOT NULL DEFAULT 0,
      ${timestamps}
    )`,
    `CREATE INDEX measures_evaluation_idx ON measures (evaluation_id, position)`,
    `CREATE TABLE links (
      id serial PRIMARY KEY,
      evaluation_id integer NOT NULL REFERENCES evaluations (id) ON DELETE CASCADE,
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
      url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2048),
      position integer NOT NULL DEFAULT 0,
      ${timestamps}
    )`,
    `CREATE INDEX links_evaluation_idx ON links (evaluation_id, position)`,
    // Patients included per month and center; year and month derive from the date.
    `CREATE TABLE inclusion_data (
      id serial PRIMARY KEY,
      evaluation_id integer NOT NULL REFERENCES evaluations (id) ON DELETE CASCADE,
      center_id integer NOT NULL REFERENCES centers (id) ON DELETE RESTRICT,
      date date NOT NULL,
      year smallint GENERATED ALWAYS AS (extract(year FROM date)::smallint) STORED,
      month smallint GENERATED ALWAYS AS (extract(month FROM date)::smallint) STORED,
      sample_size integer NOT NULL CHECK (sample_size >= 0),
      ${timestamps},
      UNIQUE (evaluation_id, center_id, date)
    )`,
    `CREATE INDEX inclusion_data_evaluation_date_idx ON inclusion_data (evaluation_id, date)`,
    `CREATE INDEX inclusion_data_center_idx ON inclusion_data (center_id)`,
    ...[
      'applicables',
      'criteria',
      'participants',
      'evaluation_people',
      'measures',
      'links',
      'inclusion_data',
    ].map(touchTrigger),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'DROP TABLE inclusion_data',
    'DROP TABLE links',
    'DROP TABLE measures',
    'DROP TABLE evaluation_people',
    'DROP TABLE participants',
    'DROP TABLE criteria',
    'DROP TABLE applicables',
    'DROP TABLE trial_bureau_evaluations',
    'DROP TABLE evaluation_associations',
    'DROP TABLE evaluation_programs',
    'DROP TABLE evaluation_specializations',
    'DROP TABLE evaluations',
  ]);
}
