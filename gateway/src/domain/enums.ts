// Every value list of the product (spec section 3), the single source for validation, API and GraphQL.
// The database enforces the same lists with CHECK constraints (see db/migrations); a test keeps both in step.

export const roles = ['admin', 'editor', 'researcher'] as const;
export type Role = (typeof roles)[number];

export const userTitles = ['dr.', 'drs.', 'prof. dr.'] as const;
export const genders = ['male', 'female'] as const;
export const contactFunctions = [
  'doctoral_researcher',
  'project_leader',
  'independent_doctor',
  'lead_researcher',
  'other',
] as const;

export const evaluationStatuses = ['new', 'draft', 'published', 'castor'] as const;
export const evaluationPhases = ['preparation', 'including', 'continuation', 'completed'] as const;
/** Objective and research question share one list; the spec's "not applicable" is stored as not_applicable. */
export const applicabilityValues = ['applicable', 'not_applicable', 'pending'] as const;
export const edcSystems = ['castor', 'alea', 'open_clinica'] as const;
export const participantTypes = ['RCT', 'RCT1', 'RCT2', 'Cohort', 'Other'] as const;

/** Applicable sections are numeric in storage: objective 0, population 1, intervention 2, background 3. */
export const applicableTypes = {
  objective: 0,
  population: 1,
  intervention: 2,
  background: 3,
} as const;
export const criterionTypes = ['inclusion', 'exclusion'] as const;

export const evaluationDocumentTypes = [
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
] as const;

/** Document types of associations; programs and trial bureaus use the same list. */
export const organisationDocumentTypes = [
  'posters',
  'organization',
  'agreements',
  'sops',
  'templates',
  'news',
  'general',
  'reports',
] as const;

export const centerTypes = [
  'umc',
  'stz',
  'general',
  'categorical',
  'revalidation',
  'clinic',
] as const;
export const eventTypes = [
  'event',
  'meeting',
  'congress',
  'course',
  'webinar',
  'deadline',
  'download',
] as const;
export const eventRecurrences = ['none', 'daily', 'weekly', 'monthly', 'yearly'] as const;
export const hourTypes = [
  'research',
  'meeting',
  'monitoring',
  'data_management',
  'travel',
  'other',
] as const;

/** The information pages whose texts the site's admin edits (issue 27), by their route's name. */
export const sitePageKeys = ['who', 'about', 'disclaimer', 'contact', 'accessibility'] as const;
export type SitePageKey = (typeof sitePageKeys)[number];

/** What an entry of the history of changes did to its record (issue 28). */
export const historyActions = ['create', 'update', 'delete', 'restore', 'merge'] as const;
export type HistoryAction = (typeof historyActions)[number];
