// Fills the database for load tests: many evaluations with their joins and inclusion data, written
// with set-based INSERT ... SELECT FROM generate_series in large batches.
import { sql } from 'kysely';
import type { Db } from '../database.ts';
import { startOfDay, toIsoDate } from './dates.ts';
import { isDatabaseEmpty } from './is-empty.ts';
import {
  scaleRegions,
  scaleSections,
  scaleSponsors,
  scaleTags,
  scaleTitleParts,
} from './scale-fragments.ts';
import { type SeedDemoOptions, seedDemo } from './seed-demo.ts';

export interface ScaleProgress {
  done: number;
  total: number;
  elapsedMs: number;
}

export interface SeedScaleOptions {
  evaluations: number;
  /** Evaluations per INSERT statement (default 10 000). */
  batchSize?: number;
  today?: Date;
  /** Seeds the demo content first when the database is empty, so references exist. */
  demo: SeedDemoOptions;
  onProgress?: (progress: ScaleProgress) => void;
}

export interface SeedScaleResult {
  seededDemo: boolean;
  evaluations: number;
  associations: number;
  programs: number;
  elapsedMs: number;
}

interface References {
  specializations: number[];
  specializationTitles: string[];
  centers: number[];
  centerTitles: string[];
  gradations: number[];
}

const hospitalTypes = ['umc', 'stz', 'general', 'categorical'];

async function loadReferences(db: Db): Promise<References> {
  const specializations = await db
    .selectFrom('specializations')
    .select(['id', 'title'])
    .orderBy('id')
    .execute();
  const centers = await db
    .selectFrom('centers')
    .select(['id', 'title'])
    .where('type', 'in', hospitalTypes)
    .orderBy('id')
    .execute();
  const gradations = await db.selectFrom('gradations').select('id').orderBy('position').execute();
  if (specializations.length < 2 || centers.length < 3 || gradations.length < 4) {
    throw new Error(
      'The scale seed needs the demo reference data (specializations, centers, gradations)',
    );
  }
  return {
    specializations: specializations.map((row) => row.id),
    specializationTitles: specializations.map((row) => row.title),
    centers: centers.map((row) => row.id),
    centerTitles: centers.map((row) => row.title),
    gradations: gradations.map((row) => row.id),
  };
}

async function maxId(db: Db, table: 'evaluations' | 'associations' | 'programs'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.coalesce(eb.fn.max('id'), sql.lit(0)).as('max'))
    .executeTakeFirstOrThrow();
  return Number(row.max);
}

/** Extra organisations in proportion to the evaluations, each with one specialization. */
async function addOrganisations(
  db: Db,
  table: 'associations' | 'programs',
  count: number,
  refs: References,
): Promise<number> {
  if (count <= 0) return 0;
  const first = (await maxId(db, table)) + 1;
  const last = first + count - 1;
  const joinTable =
    table === 'associations' ? 'association_specializations' : 'program_specializations';
  const ownerColumn = table === 'associations' ? 'association_id' : 'program_id';
  const kind =
    table === 'associations'
      ? 'Regionaal netwerk zorgevaluatie'
      : 'Regionaal programma gepast gebruik';
  const result = await sql<{ count: number }>`
    WITH created AS (
      INSERT INTO ${sql.table(table)} (title, abbreviation, description, contact, url, about)
      SELECT
        ${kind} || ' ' || lower((${refs.specializationTitles}::text[])[1 + n % ${sql.lit(refs.specializationTitles.length)}])
          || ' ' || (${scaleRegions}::text[])[1 + n % ${sql.lit(scaleRegions.length)}] || ' ' || n,
        'RN-' || n,
        'Samenwerkingsverband van ziekenhuizen dat zorgevaluaties in de regio ondersteunt.',
        'Secretariaat regionaal netwerk ' || n || ', telefoon 030-2' || lpad((n % 1000000)::text, 6, '0'),
        'https://netwerk-' || n || '.zorgevaluatie.example',
        '<h2>Over dit netwerk</h2><p>Het netwerk verbindt onderzoekers en zorgverleners in de regio.</p>'
      FROM generate_series(${first}::int, ${last}::int) AS n
      RETURNING id
    ),
    joined AS (
      INSERT INTO ${sql.table(joinTable)} (${sql.ref(ownerColumn)}, specialization_id)
      SELECT id, (${refs.specializations}::int[])[1 + id % ${sql.lit(refs.specializations.length)}]
      FROM created
    )
    SELECT count(*)::int AS count FROM created
  `.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}

async function insertEvaluationBatch(
  db: Db,
  first: number,
  last: number,
  today: string,
  refs: References,
  organisations: { associations: number[]; programs: number[] },
): Promise<number> {
  const parts = scaleTitleParts;
  const ks = sql.lit(refs.specializations.length);
  const kc = sql.lit(refs.centers.length);
  const kt = sql.lit(scaleTags.length);
  const result = await sql<{ count: number }>`
    WITH base AS (
      SELECT n,
        1 + n % ${sql.lit(parts.interventions.length)} AS pair,
        1 + (n * 7 + n / 17) % ${sql.lit(parts.populations.length)} AS pop,
        CASE WHEN n % 10 < 6 THEN 'published' WHEN n % 10 < 8 THEN 'draft'
             WHEN n % 10 = 8 THEN 'new' ELSE 'castor' END AS status
      FROM generate_series(${first}::int, ${last}::int) AS n
    ),
    phased AS (
      SELECT b.*,
        CASE WHEN b.status = 'new' THEN 'preparation'
             ELSE (ARRAY['preparation', 'including', 'continuation', 'completed'])[1 + (b.n / 10) % 4]
        END AS phase,
        CASE WHEN b.status = 'castor' THEN 'castor'
             ELSE (ARRAY['castor', 'alea', 'open_clinica'])[1 + b.n % 3] END AS edc
      FROM base b
    ),
    timeline AS (
      SELECT p.*, l.last_inc, f.first_inc, s.starts,
        CASE p.phase
          WHEN 'preparation' THEN (s.starts + make_interval(months => 36 + p.n % 24))::date
          WHEN 'including' THEN (f.first_inc + make_interval(months => 48 + p.n % 12))::date
          WHEN 'continuation' THEN (l.last_inc + interval '12 months')::date
          ELSE (l.last_inc + interval '6 months')::date
        END AS ends,
        p.status = 'published' AND p.phase IN ('including', 'continuation') AND p.n % 7 <> 0 AS visible
      FROM phased p
      CROSS JOIN LATERAL (SELECT CASE p.phase
          WHEN 'continuation' THEN (${today}::date - make_interval(months => 2 + p.n % 8))::date
          WHEN 'completed' THEN (${today}::date - make_interval(months => 16 + p.n % 24))::date
        END AS last_inc) l
      CROSS JOIN LATERAL (SELECT CASE p.phase
          WHEN 'preparation' THEN NULL
          WHEN 'including' THEN (date_trunc('month', ${today}::date)
            - make_interval(months => 12 + p.n % 18) + make_interval(days => p.n % 20))::date
          ELSE (date_trunc('month', l.last_inc) - make_interval(months => 18 + p.n % 12))::date
        END AS first_inc) f
      CROSS JOIN LATERAL (SELECT CASE p.phase
          WHEN 'preparation' THEN (date_trunc('month', ${today}::date) + make_interval(months => 1 + p.n % 8))::date
          WHEN 'including' THEN (date_trunc('month', f.first_inc) - make_interval(months => 2 + p.n % 3))::date
          ELSE (f.first_inc - interval '3 months')::date
        END AS starts) s
    ),
    texts AS (
      SELECT t.*,
        (${parts.interventions}::text[])[t.pair] AS intervention,
        (${parts.comparisons}::text[])[t.pair] AS comparison,
        (${parts.populations}::text[])[t.pop] AS population
      FROM timeline t
    ),
    new_evaluations AS (
      INSERT INTO evaluations (slug, title, study_title, status, phase, description_short, description,
        objective, research_question, study_design, research_agency, resource_agency, sponsor, analysis,
        edc, castor_slug, trial_register, tags, starts_at, ends_at, first_inclusion_at,
        last_inclusion_at, is_visible_at_inclusion_monitor, gradation_id)
      SELECT
        (${parts.pairSlugs}::text[])[x.pair] || '-' || (${parts.populationSlugs}::text[])[x.pop] || '-' || x.n,
        x.intervention || ' versus ' || x.comparison || ' ' || x.population || ' (' || x.n || ')',
        'Pragmatische multicenter zorgevaluatie ZE-' || x.n,
        x.status,
        x.phase,
        'Deze zorgevaluatie vergelijkt ' || lower(x.intervention) || ' met ' || x.comparison || ' ' || x.population || '.',
        '<p>Deze zorgevaluatie vergelijkt ' || lower(x.intervention) || ' met ' || x.comparison || ' '
          || x.population || '.</p><p>De inclusie vindt plaats in meerdere Nederlandse ziekenhuizen.</p>',
        CASE WHEN x.status = 'new' THEN 'pending' ELSE 'applicable' END,
        CASE WHEN x.status = 'new' THEN 'pending' ELSE 'applicable' END,
        'Pragmatische, multicenter, gerandomiseerde studie met twee parallelle groepen.',
        (${refs.centerTitles}::text[])[1 + x.n % ${kc}],
        'Trialbureau Zorgevaluatie Nederland',
        (${scaleSponsors}::text[])[1 + x.n % ${sql.lit(scaleSponsors.length)}],
        'Primaire analyse volgens intention-to-treat, aangevuld met een kosteneffectiviteitsanalyse.',
        x.edc,
        CASE WHEN x.edc = 'castor' THEN 'ze-' || x.n END,
        CASE WHEN x.status <> 'new' THEN 'NL-OMON' || (10000 + x.n % 90000) END,
        ARRAY[(${scaleTags}::text[])[1 + x.n % ${kt}],
              (${scaleTags}::text[])[1 + (x.n % ${kt} + 1 + (x.n / ${kt}) % (${kt} - 1)) % ${kt}]],
        x.starts,
        x.ends,
        x.first_inc,
        x.last_inc,
        x.visible,
        CASE WHEN x.visible THEN (${refs.gradations}::int[])[1 + x.n % 4] END
      FROM texts x
      RETURNING id, status, phase, first_inclusion_at
    ),
    specializations AS (
      INSERT INTO evaluation_specializations (evaluation_id, specialization_id)
      SELECT id, (${refs.specializations}::int[])[1 + id % ${ks}] FROM new_evaluations
      UNION ALL
      SELECT id, (${refs.specializations}::int[])[1 + (id % ${ks} + 1 + (id / ${ks}) % (${ks} - 1)) % ${ks}]
      FROM new_evaluations
    ),
    associations AS (
      INSERT INTO evaluation_associations (evaluation_id, association_id)
      SELECT id, (${organisations.associations}::int[])[1 + id % ${sql.lit(organisations.associations.length)}]
      FROM new_evaluations
    ),
    programs AS (
      INSERT INTO evaluation_programs (evaluation_id, program_id)
      SELECT id, (${organisations.programs}::int[])[1 + id % ${sql.lit(organisations.programs.length)}]
      FROM new_evaluations WHERE id % 3 = 0
    ),
    participants AS (
      INSERT INTO participants (evaluation_id, type, amount, description)
      SELECT id, 'RCT', 100 + (id * 37) % 50 * 10, 'Gerandomiseerde patiënten (beide armen samen).'
      FROM new_evaluations
      UNION ALL
      SELECT id, 'Cohort', 50 + (id * 13) % 30 * 10, 'Cohort van patiënten die niet gerandomiseerd willen worden.'
      FROM new_evaluations
    ),
    applicables AS (
      INSERT INTO applicables (evaluation_id, type, content, is_visible)
      SELECT e.id, s.type,
        CASE WHEN e.status = 'new' AND s.type > 0 THEN NULL
             ELSE '<p>' || (${scaleSections}::text[])[s.type + 1] || '</p>' END,
        e.status <> 'new'
      FROM new_evaluations e CROSS JOIN generate_series(0, 3) AS s(type)
    ),
    inclusion AS (
      INSERT INTO inclusion_data (evaluation_id, center_id, date, sample_size)
      SELECT e.id, (${refs.centers}::int[])[1 + (e.id + (m % 3) * 7) % ${kc}],
        (date_trunc('month', e.first_inclusion_at) + make_interval(months => m))::date,
        1 + (e.id * 7 + m * 3) % 9
      FROM new_evaluations e CROSS JOIN generate_series(0, 11) AS m
      WHERE e.phase <> 'preparation'
    )
    SELECT count(*)::int AS count FROM new_evaluations
  `.execute(db);
  return Number(result.rows[0]?.count ?? 0);
}

export async function seedScale(db: Db, options: SeedScaleOptions): Promise<SeedScaleResult> {
  const started = performance.now();
  const total = Math.max(0, Math.floor(options.evaluations));
  const batchSize = Math.max(1, Math.floor(options.batchSize ?? 10_000));
  const today = toIsoDate(startOfDay(options.today ?? new Date()));

  let seededDemo = false;
  if (await isDatabaseEmpty(db)) {
    await seedDemo(db, { ...options.demo, today: options.today ?? options.demo.today });
    seededDemo = true;
  }
  const refs = await loadReferences(db);
  const associations = await addOrganisations(db, 'associations', Math.ceil(total / 2_000), refs);
  const programs = await addOrganisations(db, 'programs', Math.ceil(total / 10_000), refs);
  const organisationIds = {
    associations: (await db.selectFrom('associations').select('id').orderBy('id').execute()).map(
      (row) => row.id,
    ),
    programs: (await db.selectFrom('programs').select('id').orderBy('id').execute()).map(
      (row) => row.id,
    ),
  };
  if (organisationIds.associations.length === 0 || organisationIds.programs.length === 0) {
    throw new Error('The scale seed needs at least one association and one program');
  }

  const offset = await maxId(db, 'evaluations');
  let done = 0;
  while (done < total) {
    const count = Math.min(batchSize, total - done);
    const first = offset + done + 1;
    const inserted = await insertEvaluationBatch(
      db,
      first,
      first + count - 1,
      today,
      refs,
      organisationIds,
    );
    if (inserted !== count)
      throw new Error(`Batch at ${first} inserted ${inserted} of ${count} evaluations`);
    done += inserted;
    options.onProgress?.({ done, total, elapsedMs: performance.now() - started });
  }
  // Fresh statistics and visibility map, so load tests see the plans (index-only scans)
  // production would once autovacuum has run.
  await sql`VACUUM ANALYZE`.execute(db);
  return {
    seededDemo,
    evaluations: done,
    associations,
    programs,
    elapsedMs: performance.now() - started,
  };
}
