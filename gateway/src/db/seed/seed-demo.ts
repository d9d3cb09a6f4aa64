// Fills an empty database with realistic Dutch demo content in one transaction, the same every run.
import { sql } from 'kysely';
import type { FileStorage } from '../../storage/file-storage.ts';
import type { Db } from '../database.ts';
import { evaluationTopics } from './content/evaluation-topics.ts';
import { startOfDay } from './dates.ts';
import { planEvaluations } from './evaluation-plan.ts';
import { withSeedFiles } from './files/seed-files.ts';
import { isDatabaseEmpty } from './is-empty.ts';
import { createRandom } from './random.ts';
import type { SeedContext } from './seed-context.ts';
import { seedEvaluationContent } from './steps/evaluation-content.ts';
import { seedEvaluationDocuments } from './steps/evaluation-documents.ts';
import { seedEvaluations } from './steps/evaluations.ts';
import { seedHours } from './steps/hours.ts';
import { seedInclusionData } from './steps/inclusion-data.ts';
import { seedOrganisationContent } from './steps/organisation-content.ts';
import { seedOrganisations } from './steps/organisations.ts';
import { seedReference } from './steps/reference.ts';
import { fillSiteContentOnce } from './steps/site-content.ts';
import { type DemoAccount, seedUsers } from './steps/users.ts';
import { countRows, type SeedSummary } from './tables.ts';

export type { DemoAccount } from './steps/users.ts';
export type { SeedSummary } from './tables.ts';

export interface SeedDemoOptions {
  storage: FileStorage;
  /** One account per role; they get `password` and can log in straight away. */
  accounts: DemoAccount[];
  password: string;
  /** Dates are laid out relative to this day (default: now), so phases match the calendar. */
  today?: Date;
}

/** Thrown when the database already holds users or evaluations: the demo seed never mixes in. */
export class DatabaseNotEmptyError extends Error {
  override name = 'DatabaseNotEmptyError';
}

const demoSeed = 0x5eed_2026;

export async function seedDemo(db: Db, options: SeedDemoOptions): Promise<SeedSummary> {
  const today = startOfDay(options.today ?? new Date());
  const random = createRandom(demoSeed);
  return withSeedFiles(db, options.storage, async (trx, seedFiles) => {
    // Serialises concurrent seeds on PostgreSQL: the second one waits, then sees data and stops.
    await sql`LOCK TABLE users, evaluations IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    if (!(await isDatabaseEmpty(trx))) {
      throw new DatabaseNotEmptyError(
        'The database already has users or evaluations; reset it before seeding the demo.',
      );
    }
    // Each step draws from its own stream, so editing one step's content leaves the others as they are.
    const step = (label: string): SeedContext => ({
      db: trx,
      random: random.fork(label),
      today,
      files: seedFiles,
    });

    const plans = planEvaluations(evaluationTopics, today, random.fork('plan'));
    const reference = await seedReference(step('reference'));
    const organisations = await seedOrganisations(step('organisations'), reference, plans);
    const users = await seedUsers(step('users'), organisations, options.accounts, options.password);
    const evaluations = await seedEvaluations(
      step('evaluations'),
      reference,
      organisations,
      users,
      plans,
    );
    await seedEvaluationContent(step('evaluation-content'), evaluations, users.editor);
    await seedEvaluationDocuments(step('evaluation-documents'), evaluations);
    await seedInclusionData(step('inclusion-data'), evaluations);
    await seedOrganisationContent(step('organisation-content'), organisations, plans, users.editor);
    await seedHours(step('hours'), users.researcher.id, evaluations);
    await fillSiteContentOnce(trx, seedFiles);
    return countRows(trx);
  });
}
