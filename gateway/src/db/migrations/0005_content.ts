// Content owned by evaluations and organisations: documents, posts, events, settings; and hours.
// Owners are separate nullable foreign keys (not a type/id pair) so the database keeps them valid
// and deletes cascade; the API presents them as the spec's *_type / *_id pairs.
import type { Kysely } from 'kysely';
import { inList, run, searchVector, timestamps, touchTrigger } from './sql-helpers.ts';

const evaluationDocumentTypes = [
  'investigator_site',
  'general',
  'presentation',
  'statement_existing_care',
  'positive_metc_decision',
  'positive_after_metc_decision',
  'ccmo_no_objection',
  'local_approval',
  'research_intent_template',
  'abr_approved_protocol',
  'abr_approved_form',
  'clinical_trial_info',
  'clinical_trial_recruitment',
  'clinical_trial_insurance_company',
  'clinical_trial_insurance_certificate',
  'clinical_trial_approval',
  'clinical_trial_monitor_plan',
  'clinical_trial_randomization',
  'clinical_trial_crf',
  'clinical_trial_ecrf',
  'clinical_trial_questions',
  'clinical_trial_diary',
  'investigator_brochure',
  'summary_product_characteristic',
  'eudract',
  'receipt',
  'drug_accountability',
  'drug_destruction',
  'lab',
  'safety',
  'sae_procedure',
  'sae_form',
  'protocol_violation',
  'note_to_file',
  'study_demo',
  'overview_protocol_deviation',
  'screening_enrollment',
  'monitor_visit_log',
  'progress_safety_report',
  'trainings_log',
  'other',
];
const organisationDocumentTypes = [
  'posters',
  'organization',
  'agreements',
  'sops',
  'templates',
  'news',
  'general',
  'reports',
];

const ownerColumns = (owners: readonly string[]) =>
  owners
    .map((owner) => `${owner}_id integer REFERENCES ${owner}s (id) ON DELETE CASCADE,`)
    .join('\n');

const ownerIndexes = (table: string, owners: readonly string[], extra = '') =>
  owners.map(
    (owner) =>
      `CREATE INDEX ${table}_${owner}_idx ON ${table} (${owner}_id${extra}) WHERE ${owner}_id IS NOT NULL`,
  );

const documentOwners = ['evaluation', 'association', 'program', 'trial_bureau'] as const;
const postOwners = ['evaluation', 'association', 'program'] as const;
const eventOwners = ['association', 'program'] as const;
const settingOwners = documentOwners;

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE documents (
      id serial PRIMARY KEY,
      ${ownerColumns(documentOwners)}
      type text NOT NULL,
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
      file_id integer NOT NULL REFERENCES files (id) ON DELETE CASCADE,
      is_public boolean NOT NULL DEFAULT false,
      ${timestamps},
      CONSTRAINT documents_one_owner CHECK (num_nonnulls(${documentOwners.map((o) => `${o}_id`).join(', ')}) = 1),
      CONSTRAINT documents_type_fits_owner CHECK (
        (evaluation_id IS NOT NULL AND type IN (${inList(evaluationDocumentTypes)}))
        OR (evaluation_id IS NULL AND type IN (${inList(organisationDocumentTypes)}))
      )
    )`,
    ...ownerIndexes('documents', documentOwners, ', type'),
    `CREATE INDEX documents_file_idx ON documents (file_id)`,
    `CREATE TABLE posts (
      id serial PRIMARY KEY,
      ${ownerColumns(postOwners)}
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
      content text,
      image_id integer REFERENCES files (id) ON DELETE SET NULL,
      publish_at timestamptz,
      is_pinned boolean NOT NULL DEFAULT false,
      author_id integer REFERENCES users (id) ON DELETE SET NULL,
      search ${searchVector('title', ['content'])},
      ${timestamps},
      CONSTRAINT posts_at_most_one_owner CHECK (num_nonnulls(${postOwners.map((o) => `${o}_id`).join(', ')}) <= 1)
    )`,
    ...ownerIndexes('posts', postOwners, ', publish_at'),
    `CREATE INDEX posts_publish_at_idx ON posts (is_pinned DESC, publish_at DESC)`,
    `CREATE INDEX posts_image_idx ON posts (image_id)`,
    `CREATE INDEX posts_author_idx ON posts (author_id)`,
    `CREATE INDEX posts_search_idx ON posts USING gin (search)`,
    `CREATE TABLE events (
      id serial PRIMARY KEY,
      ${ownerColumns(eventOwners)}
      title text NOT NULL CHECK (length(title) BETWEEN 1 AND 300),
      content text,
      url text CHECK (length(url) <= 2048),
      date date,
      starts_at timestamptz,
      ends_at timestamptz,
      room text CHECK (length(room) <= 200),
      type text NOT NULL DEFAULT 'event'
        CHECK (type IN ('event', 'meeting', 'congress', 'course', 'webinar', 'deadline', 'download')),
      recurring text NOT NULL DEFAULT 'none' CHECK (recurring IN ('none', 'daily', 'weekly', 'monthly', 'yearly')),
      ${timestamps},
      CONSTRAINT events_one_owner CHECK (num_nonnulls(${eventOwners.map((o) => `${o}_id`).join(', ')}) = 1),
      CONSTRAINT events_ends_after_starts CHECK (ends_at IS NULL OR starts_at IS NULL OR ends_at >= starts_at),
      CONSTRAINT events_has_a_moment CHECK (date IS NOT NULL OR starts_at IS NOT NULL)
    )`,
    ...ownerIndexes('events', eventOwners, ', starts_at'),
    `CREATE INDEX events_starts_at_idx ON events (starts_at)`,
    `CREATE INDEX events_date_idx ON events (date)`,
    `CREATE TABLE settings (
      id serial PRIMARY KEY,
      ${ownerColumns(settingOwners)}
      key text NOT NULL CHECK (key ~ '^[a-z][a-z0-9_.]{0,99}$'),
      value jsonb,
      ${timestamps},
      CONSTRAINT settings_one_owner CHECK (num_nonnulls(${settingOwners.map((o) => `${o}_id`).join(', ')}) = 1)
    )`,
    ...settingOwners.map(
      (owner) =>
        `CREATE UNIQUE INDEX settings_${owner}_key ON settings (${owner}_id, key) WHERE ${owner}_id IS NOT NULL`,
    ),
    `CREATE TABLE hours (
      id serial PRIMARY KEY,
      employee_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      project_id integer REFERENCES evaluations (id) ON DELETE SET NULL,
      starts_at timestamptz NOT NULL,
      ends_at timestamptz NOT NULL,
      hour_type text NOT NULL DEFAULT 'research'
        CHECK (hour_type IN ('research', 'meeting', 'monitoring', 'data_management', 'travel', 'other')),
      description text CHECK (length(description) <= 2000),
      ${timestamps},
      CONSTRAINT hours_ends_after_starts CHECK (ends_at > starts_at)
    )`,
    `CREATE INDEX hours_employee_starts_at_idx ON hours (employee_id, starts_at)`,
    `CREATE INDEX hours_project_idx ON hours (project_id)`,
    `CREATE INDEX hours_starts_at_idx ON hours (starts_at)`,
    ...['documents', 'posts', 'events', 'settings', 'hours'].map(touchTrigger),
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    'DROP TABLE hours',
    'DROP TABLE settings',
    'DROP TABLE events',
    'DROP TABLE posts',
    'DROP TABLE documents',
  ]);
}
