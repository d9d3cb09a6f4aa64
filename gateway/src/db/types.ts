// Kysely table types, written by hand to match db/migrations (schema.test.ts exercises both).
import type { ColumnType, Generated } from 'kysely';
import type { HistoryAction, SitePageKey } from '../domain/enums.ts';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** DATE columns travel as 'YYYY-MM-DD' strings (see database.ts). */
type DateOnly = string;
type Timestamps = { created_at: Generated<Date>; updated_at: Timestamp };
/** Generated search vectors are read-only; never selected by the app directly. */
type SearchVector = ColumnType<string, never, never>;
type JsonValue = ColumnType<unknown, string, string>;

export interface RolesTable extends Timestamps {
  id: Generated<number>;
  name: 'admin' | 'editor' | 'researcher';
}

export interface CountriesTable extends Timestamps {
  id: Generated<number>;
  name: string;
  code: string;
}

export interface SpecializationsTable extends Timestamps {
  id: Generated<number>;
  title: string;
}

export interface GradationsTable extends Timestamps {
  id: Generated<number>;
  position: number;
  title: string;
  description: string | null;
}

export interface FilesTable {
  id: Generated<number>;
  storage_key: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  sha256: string | null;
  uploaded_by: number | null;
  created_at: Generated<Date>;
}

export interface AddressesTable extends Timestamps {
  id: Generated<number>;
  country_id: number | null;
  street: string | null;
  number: string | null;
  number_add: string | null;
  postcode: string | null;
  city: string | null;
  contact: string | null;
}

export interface CentersTable extends Timestamps {
  id: Generated<number>;
  title: string;
  type: string;
  address_id: number | null;
}

interface OrganisationColumns extends Timestamps {
  id: Generated<number>;
  abbreviation: string | null;
  description: string | null;
  contact: string | null;
  url: string | null;
  about: string | null;
  logo_id: number | null;
  banner_id: number | null;
  search: SearchVector;
}

export interface AssociationsTable extends OrganisationColumns {
  title: string;
}
export interface ProgramsTable extends OrganisationColumns {
  title: string;
}
export interface TrialBureausTable extends OrganisationColumns {
  name: string;
}

export interface UsersTable extends Timestamps {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  name: string;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  title: string | null;
  gender: string | null;
  phone_number: string | null;
  program_id: number | null;
  association_id: number | null;
  avatar_id: number | null;
  is_active: Generated<boolean>;
  role_id: number | null;
  activated_at: Timestamp | null;
  last_login_at: Timestamp | null;
  login_throttle_generation: Generated<number>;
  /** The TOTP secret (base32), encrypted when TOTP_ENCRYPTION_KEY is set; never answered. */
  totp_secret: string | null;
  /** When two-factor sign-in was turned on; null while off (or while set-up is unconfirmed). */
  totp_enabled_at: Timestamp | null;
  totp_last_step: number | null;
}

export interface AuthTokensTable {
  id: Generated<number>;
  user_id: number;
  kind: 'access' | 'refresh' | 'password_reset' | 'activation' | 'two_factor';
  token_hash: string;
  family: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  revoked_at: Timestamp | null;
  created_at: Generated<Date>;
}

/** A session: the token family a login starts, kept through every refresh. */
export interface AuthSessionsTable {
  family: string;
  user_id: number;
  started_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: Generated<Date>;
}

export interface EvaluationsTable extends Timestamps {
  id: Generated<number>;
  slug: string | null;
  title: string;
  study_title: string | null;
  status: Generated<string>;
  phase: Generated<string>;
  description: string | null;
  description_short: string | null;
  objective: string | null;
  research_question: string | null;
  study_design: string | null;
  contact_info: string | null;
  research_agency: string | null;
  resource_agency: string | null;
  sponsor: string | null;
  analysis: string | null;
  figure: string | null;
  edc: string | null;
  castor_slug: string | null;
  vimeo_id: string | null;
  instruction_video_url: string | null;
  current_medical_guideline: string | null;
  trial_register: string | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  starts_at: DateOnly | null;
  ends_at: DateOnly | null;
  adjusted_ends_at: DateOnly | null;
  first_inclusion_at: DateOnly | null;
  last_inclusion_at: DateOnly | null;
  is_visible_at_inclusion_monitor: Generated<boolean>;
  gradation_id: number | null;
  logo_id: number | null;
  banner_id: number | null;
  search: SearchVector /** Scheduled publishing (migration 0014): when it goes public, when back to draft, by whom. */;
  publish_at: Timestamp | null;
  unpublish_at: Timestamp | null;
  scheduled_by: number | null;
}

export interface EvaluationSpecializationsTable {
  evaluation_id: number;
  specialization_id: number;
}
export interface EvaluationProgramsTable {
  evaluation_id: number;
  program_id: number;
}
export interface EvaluationAssociationsTable {
  evaluation_id: number;
  association_id: number;
}
export interface TrialBureauEvaluationsTable {
  trial_bureau_id: number;
  evaluation_id: number;
}
export interface AssociationSpecializationsTable {
  association_id: number;
  specialization_id: number;
}
export interface ProgramSpecializationsTable {
  program_id: number;
  specialization_id: number;
}
export interface TrialBureauSpecializationsTable {
  trial_bureau_id: number;
  specialization_id: number;
}

export interface ApplicablesTable extends Timestamps {
  id: Generated<number>;
  evaluation_id: number;
  type: number;
  content: string | null;
  is_visible: Generated<boolean>;
}

export interface CriteriaTable extends Timestamps {
  id: Generated<number>;
  evaluation_id: number;
  type: string;
  content: string;
  position: Generated<number>;
}

export interface ParticipantsTable extends Timestamps {
  id: Generated<number>;
  evaluation_id: number;
  type: string;
  amount: Generated<number>;
  description: string | null;
}

export interface EvaluationPeopleTable extends Timestamps {
  id: Generated<number>;
  evaluation_id: number;
  user_id: number;
  contact_function: Generated<string>;
}

export interface MeasuresTable extends Timestamps {
  id: Generated<number>;
  evaluation_id: number;
  title: string;
  description: string | null;
  position: Generated<number>;
}

export interface LinksTable extends Timestamps {
  id: Generated<number>;
  evaluation_id: number;
  title: string;
  url: string;
  position: Generated<number>;
}

export interface InclusionDataTable extends Timestamps {
  id: Generated<number>;
  evaluation_id: number;
  center_id: number;
  date: DateOnly;
  year: ColumnType<number, never, never>;
  month: ColumnType<number, never, never>;
  sample_size: number;
}

export interface DocumentsTable extends Timestamps {
  id: Generated<number>;
  evaluation_id: number | null;
  association_id: number | null;
  program_id: number | null;
  trial_bureau_id: number | null;
  type: string;
  title: string;
  file_id: number;
  is_public: Generated<boolean>;
}

export interface PostsTable extends Timestamps {
  id: Generated<number>;
  evaluation_id: number | null;
  association_id: number | null;
  program_id: number | null;
  title: string;
  content: string | null;
  image_id: number | null;
  publish_at: Timestamp | null;
  is_pinned: Generated<boolean>;
  author_id: number | null;
  search: SearchVector;
}

export interface EventsTable extends Timestamps {
  id: Generated<number>;
  association_id: number | null;
  program_id: number | null;
  title: string;
  content: string | null;
  url: string | null;
  date: DateOnly | null;
  starts_at: Timestamp | null;
  ends_at: Timestamp | null;
  room: string | null;
  type: Generated<string>;
  recurring: Generated<string>;
  file_id: number | null;
}

export interface SettingsTable extends Timestamps {
  id: Generated<number>;
  evaluation_id: number | null;
  association_id: number | null;
  program_id: number | null;
  trial_bureau_id: number | null;
  key: string;
  value: JsonValue | null;
}

export interface HoursTable extends Timestamps {
  id: Generated<number>;
  employee_id: number;
  project_id: number | null;
  starts_at: Timestamp;
  ends_at: Timestamp;
  hour_type: Generated<string>;
  description: string | null;
}

export type BugReportDeliveryState = 'pending' | 'delivered' | 'not_configured';

export interface BugReportsTable extends Timestamps {
  id: Generated<string>;
  client_id: string | null;
  title: string;
  description: string;
  url: string;
  occurred_at: Timestamp;
  stack_trace: JsonValue;
  local_storage: JsonValue;
  actions: JsonValue;
  browser: JsonValue;
  screenshot_id: number | null;
  reporter_id: number | null;
  delivery_state: BugReportDeliveryState;
  attempts: Generated<number>;
  next_attempt_at: Timestamp | null;
  lease_until: Timestamp | null;
  lease_token: string | null;
  may_have_reached_board: Generated<boolean>;
  last_error: string | null;
  pulse_id: string | null;
  delivered_at: Timestamp | null;
}

/** Page views counted per day, path and referring site (no visitor data; migration 0011). */
export interface PageViewCountsTable {
  day: DateOnly;
  path: string;
  referrer_host: Generated<string>;
  views: Generated<number>;
}

/** An information page's texts in Dutch and English (migration 0012). */
export interface SitePagesTable extends Timestamps {
  key: SitePageKey;
  intro_nl: string | null;
  intro_en: string | null;
  body_nl: string | null;
  body_en: string | null;
}

/** The one row (id 1) of contact details and the privacy statement (migration 0012). */
export interface SiteDetailsTable extends Timestamps {
  id: Generated<number>;
  organisation: string | null;
  street: string | null;
  postcode: string | null;
  city: string | null;
  email: string | null;
  phone: string | null;
  opening_hours_nl: string | null;
  opening_hours_en: string | null;
  contact_is_example: Generated<boolean>;
  privacy_statement_url: string | null;
  privacy_statement_file_id: number | null;
}

/** The footer's sponsors, in `position` order (migration 0012). */
export interface SponsorsTable extends Timestamps {
  id: Generated<number>;
  name: string;
  url: string | null;
  logo_id: number | null;
  position: number;
}

/** One change made through /v1 (migration 0013): who, when, what, chained by hash. */
export interface HistoryEntriesTable {
  id: number;
  at: Date;
  actor_id: number | null;
  actor_name: string | null;
  actor_role: string | null;
  /** A change the scheduler made: who planned it (their name then). */
  on_behalf_of_id: number | null;
  on_behalf_of_name: string | null;
  request_id: string | null;
  record_type: string;
  record_id: number;
  record_title: string | null;
  action: HistoryAction;
  /** The field changes (v1/history/diff.ts), as JSON text when written. */
  changes: JsonValue;
  /** The whole record before a delete (what a restore brings back), as JSON text when written. */
  snapshot: JsonValue | null;
  /** What a delete took with it, to restore (v1/shared/history/tombstones.ts), as JSON text. */
  tombstone: JsonValue | null;
  prev_hash: string | null;
  hash: string;
}

export interface Database {
  roles: RolesTable;
  countries: CountriesTable;
  specializations: SpecializationsTable;
  gradations: GradationsTable;
  files: FilesTable;
  addresses: AddressesTable;
  centers: CentersTable;
  associations: AssociationsTable;
  programs: ProgramsTable;
  trial_bureaus: TrialBureausTable;
  association_specializations: AssociationSpecializationsTable;
  program_specializations: ProgramSpecializationsTable;
  trial_bureau_specializations: TrialBureauSpecializationsTable;
  users: UsersTable;
  auth_tokens: AuthTokensTable;
  auth_sessions: AuthSessionsTable;
  recovery_codes: RecoveryCodesTable;
  evaluations: EvaluationsTable;
  evaluation_specializations: EvaluationSpecializationsTable;
  evaluation_programs: EvaluationProgramsTable;
  evaluation_associations: EvaluationAssociationsTable;
  trial_bureau_evaluations: TrialBureauEvaluationsTable;
  applicables: ApplicablesTable;
  criteria: CriteriaTable;
  participants: ParticipantsTable;
  evaluation_people: EvaluationPeopleTable;
  measures: MeasuresTable;
  links: LinksTable;
  inclusion_data: InclusionDataTable;
  documents: DocumentsTable;
  posts: PostsTable;
  events: EventsTable;
  settings: SettingsTable;
  hours: HoursTable;
  bug_reports: BugReportsTable;
  page_view_counts: PageViewCountsTable;
  site_pages: SitePagesTable;
  site_details: SiteDetailsTable;
  sponsors: SponsorsTable;
  history_entries: HistoryEntriesTable;
}
