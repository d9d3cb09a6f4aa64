// The demo seed fills an empty database with complete, consistent Dutch content on PGlite and PostgreSQL.
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../credentials/passwords.ts';
import {
  centerTypes,
  evaluationPhases,
  evaluationStatuses,
  sitePageKeys,
} from '../../domain/enums.ts';
import {
  demoOptions,
  testPassword,
  testToday,
  useSeedFixture,
} from '../../test-support/seed-fixture.ts';
import { describeTitle, openTestDatabases } from '../../test-support/test-database.ts';
import { sanitizeRichText } from '../../v1/shared/rich-text.ts';
import { isDatabaseEmpty } from './is-empty.ts';
import { DatabaseNotEmptyError, seedDemo } from './seed-demo.ts';
import { slugPattern } from './slug.ts';
import { countRows, type SeedSummary } from './tables.ts';

const postcodePattern = /^[1-9][0-9]{3} ?(?!SA|SD|SS)[A-Z]{2}$/;
const today = testToday.toISOString().slice(0, 10);

for (const target of openTestDatabases()) {
  describe.skipIf(target.skipReason !== undefined)(describeTitle('demo seed', target), () => {
    const fixture = useSeedFixture(target);
    let summary: SeedSummary;

    beforeAll(async () => {
      summary = await seedDemo(fixture.database.db, demoOptions(fixture.files.storage));
    }, 120_000);

    it('reports the row count of every table', async () => {
      expect(summary).toEqual(await countRows(fixture.database.db));
      expect(await isDatabaseEmpty(fixture.database.db)).toBe(false);
    });

    it('creates the reference data: gradations, countries, specializations and centers', async () => {
      const { db } = fixture.database;
      const gradations = await db
        .selectFrom('gradations')
        .selectAll()
        .orderBy('position')
        .execute();
      expect(gradations.map((row) => [row.position, row.title])).toEqual([
        [1, 'Categorie 1'],
        [2, 'Categorie 2'],
        [3, 'Categorie 3'],
        [4, 'Categorie 4'],
      ]);
      for (const gradation of gradations) expect(gradation.description?.length).toBeGreaterThan(40);
      const codes = (await db.selectFrom('countries').select('code').execute()).map(
        (row) => row.code,
      );
      expect(codes).toEqual(expect.arrayContaining(['NL', 'BE', 'DE', 'LU', 'FR', 'GB']));
      expect(summary.specializations).toBeGreaterThanOrEqual(25);

      const centers = await db
        .selectFrom('centers')
        .innerJoin('addresses', 'addresses.id', 'centers.address_id')
        .innerJoin('countries', 'countries.id', 'addresses.country_id')
        .select([
          'centers.type',
          'addresses.postcode',
          'addresses.street',
          'addresses.number',
          'addresses.city',
          'countries.code',
        ])
        .execute();
      expect(centers.length).toBeGreaterThanOrEqual(20);
      expect(new Set(centers.map((center) => center.type))).toEqual(new Set(centerTypes));
      for (const center of centers) {
        expect(center.postcode).toMatch(postcodePattern);
        expect(center.street && center.number && center.city).toBeTruthy();
        expect(center.code).toBe('NL');
      }
    });

    it('creates associations and programs with specializations, events, posts, documents and settings', async () => {
      const { db } = fixture.database;
      for (const owner of ['association', 'program'] as const) {
        const table = owner === 'association' ? 'associations' : 'programs';
        const organisations = await db.selectFrom(table).selectAll().execute();
        expect(organisations.length).toBeGreaterThanOrEqual(owner === 'association' ? 8 : 4);
        for (const organisation of organisations) {
          expect(organisation.abbreviation).toBeTruthy();
          expect(organisation.url).toMatch(/^https:\/\//);
          expect(organisation.about).toMatch(/<h2>.*<p>.*<ul>/s);
          expect(organisation.logo_id).not.toBeNull();
        }
      }
      const perAssociation = await db
        .selectFrom('association_specializations')
        .select(({ fn }) => ['association_id', fn.countAll<number>().as('count')])
        .groupBy('association_id')
        .execute();
      expect(perAssociation).toHaveLength(summary.associations);
      for (const row of perAssociation) expect(Number(row.count)).toBeGreaterThanOrEqual(1);
      for (const row of perAssociation) expect(Number(row.count)).toBeLessThanOrEqual(4);

      const events = await db.selectFrom('events').selectAll().execute();
      const associationEvents = events.filter((event) => event.association_id !== null);
      expect(associationEvents.some((event) => event.date && !event.starts_at)).toBe(true);
      expect(
        associationEvents.some((event) => event.starts_at && event.ends_at && event.room),
      ).toBe(true);
      expect(events.some((event) => event.program_id !== null && event.type === 'download')).toBe(
        true,
      );

      const posts = await db
        .selectFrom('posts')
        .selectAll()
        .where('evaluation_id', 'is', null)
        .execute();
      const yearAgo = new Date(testToday.getTime() - 366 * 86_400_000);
      for (const post of posts) {
        expect(post.content).toMatch(/^<p>/);
        expect(new Date(post.publish_at ?? 0).getTime()).toBeGreaterThan(yearAgo.getTime());
        expect(new Date(post.publish_at ?? 0).getTime()).toBeLessThanOrEqual(testToday.getTime());
      }
      expect(posts.some((post) => post.is_pinned)).toBe(true);
      expect(posts.some((post) => post.image_id !== null)).toBe(true);

      const settings = await db.selectFrom('settings').selectAll().execute();
      for (const setting of settings) expect(setting.key).toMatch(/^[a-z][a-z0-9_.]{0,99}$/);
      for (const column of ['association_id', 'program_id', 'trial_bureau_id'] as const) {
        expect(settings.some((setting) => setting[column] !== null)).toBe(true);
        const documents = await db
          .selectFrom('documents')
          .select('id')
          .where(column, 'is not', null)
          .execute();
        expect(documents.length).toBeGreaterThan(0);
      }
    });

    it('creates the trial bureau with its evaluations and specializations', async () => {
      const { db } = fixture.database;
      const bureaus = await db.selectFrom('trial_bureaus').selectAll().execute();
      expect(bureaus.map((bureau) => bureau.name)).toEqual(['Trialbureau Zorgevaluatie Nederland']);
      expect(summary.trial_bureau_evaluations).toBeGreaterThanOrEqual(3);
      expect(summary.trial_bureau_specializations).toBeGreaterThanOrEqual(2);
    });

    it('creates evaluations in every status and phase with consistent dates and unique slugs', async () => {
      const evaluations = await fixture.database.db.selectFrom('evaluations').selectAll().execute();
      expect(evaluations.length).toBeGreaterThanOrEqual(40);
      expect(new Set(evaluations.map((row) => row.status))).toEqual(new Set(evaluationStatuses));
      expect(new Set(evaluations.map((row) => row.phase))).toEqual(new Set(evaluationPhases));
      const published = evaluations.filter((row) => row.status === 'published');
      expect(published.length).toBeGreaterThanOrEqual(25);
      const slugs = evaluations.map((row) => row.slug ?? '');
      for (const slug of slugs) expect(slug).toMatch(slugPattern);
      expect(new Set(slugs).size).toBe(slugs.length);

      for (const row of evaluations) {
        expect(row.study_title).toMatch(/\([A-Za-z0-9-]+\)$/);
        expect(row.description).toMatch(/^<p>/);
        expect(row.tags.length).toBeGreaterThan(0);
        expect(row.edc === 'castor').toBe(row.castor_slug !== null);
        if (row.vimeo_id) expect(row.vimeo_id).toMatch(/^\d+$/);
        expect(row.starts_at).not.toBeNull();
        expect(row.ends_at).not.toBeNull();
        const starts = row.starts_at ?? '';
        const ends = row.ends_at ?? '';
        const first = row.first_inclusion_at ?? '';
        const last = row.last_inclusion_at ?? '';
        expect(ends >= starts).toBe(true);
        if (row.adjusted_ends_at) expect(row.adjusted_ends_at >= starts).toBe(true);
        if (row.phase === 'preparation') {
          expect(starts > today).toBe(true);
          expect(row.first_inclusion_at).toBeNull();
        } else {
          expect(row.first_inclusion_at).not.toBeNull();
          expect(starts <= first && first <= today).toBe(true);
        }
        if (row.phase === 'including') expect(row.last_inclusion_at).toBeNull();
        if (row.phase === 'continuation' || row.phase === 'completed') {
          expect(row.last_inclusion_at).not.toBeNull();
          expect(first <= last && last <= today).toBe(true);
        }
        if (row.phase === 'continuation') expect(ends > today).toBe(true);
        if (row.phase === 'completed') expect(ends < today).toBe(true);
        expect(row.is_visible_at_inclusion_monitor).toBe(row.gradation_id !== null);
      }
      const monitored = published.filter((row) =>
        ['including', 'continuation'].includes(row.phase),
      );
      const visible = monitored.filter((row) => row.is_visible_at_inclusion_monitor);
      expect(visible.length / monitored.length).toBeGreaterThan(0.5);
      expect(new Set(visible.map((row) => row.gradation_id)).size).toBe(4);
    });

    it('gives every evaluation its sub-content', async () => {
      const { db } = fixture.database;
      const ids = (await db.selectFrom('evaluations').select('id').execute()).map((row) => row.id);
      const countPer = async (
        table:
          | 'applicables'
          | 'criteria'
          | 'participants'
          | 'evaluation_people'
          | 'measures'
          | 'documents'
          | 'links'
          | 'evaluation_specializations'
          | 'evaluation_associations',
      ) => {
        const rows = await db
          .selectFrom(table)
          .select(({ fn }) => ['evaluation_id', fn.countAll<number>().as('count')])
          .groupBy('evaluation_id')
          .execute();
        const counts = new Map(rows.map((row) => [row.evaluation_id, Number(row.count)]));
        return ids.map((id) => counts.get(id) ?? 0);
      };
      expect((await countPer('applicables')).every((count) => count === 4)).toBe(true);
      expect((await countPer('criteria')).every((count) => count >= 2)).toBe(true);
      expect((await countPer('participants')).every((count) => count >= 1 && count <= 3)).toBe(
        true,
      );
      expect((await countPer('evaluation_people')).every((count) => count >= 2)).toBe(true);
      expect((await countPer('measures')).every((count) => count >= 2)).toBe(true);
      expect((await countPer('documents')).every((count) => count >= 2)).toBe(true);
      expect((await countPer('links')).every((count) => count >= 1)).toBe(true);
      expect(
        (await countPer('evaluation_specializations')).every((count) => count >= 1 && count <= 3),
      ).toBe(true);
      expect(
        (await countPer('evaluation_associations')).every((count) => count >= 1 && count <= 2),
      ).toBe(true);
      const criteriaTypes = await db.selectFrom('criteria').select('type').distinct().execute();
      expect(new Set(criteriaTypes.map((row) => row.type))).toEqual(
        new Set(['inclusion', 'exclusion']),
      );
      const participantTypes = await db
        .selectFrom('participants')
        .select('type')
        .distinct()
        .execute();
      expect(participantTypes.length).toBeGreaterThanOrEqual(4);
      const documents = await db
        .selectFrom('documents')
        .select('is_public')
        .where('evaluation_id', 'is not', null)
        .execute();
      expect(new Set(documents.map((row) => row.is_public))).toEqual(new Set([true, false]));
    });

    it('stores applicables that obey the visibility rule, with some still pending', async () => {
      const applicables = await fixture.database.db.selectFrom('applicables').selectAll().execute();
      for (const applicable of applicables) {
        if (applicable.is_visible) expect(applicable.content?.trim()).toBeTruthy();
      }
      expect(applicables.some((applicable) => !applicable.is_visible)).toBe(true);
      expect(new Set(applicables.map((applicable) => applicable.type))).toEqual(
        new Set([0, 1, 2, 3]),
      );
    });

    it('records at least twelve months of inclusion at three to eight centers once inclusion started', async () => {
      const { db } = fixture.database;
      const evaluations = await db
        .selectFrom('evaluations')
        .select(['id', 'phase'])
        .where('phase', 'in', ['including', 'continuation', 'completed'])
        .execute();
      expect(evaluations.length).toBeGreaterThan(0);
      for (const evaluation of evaluations) {
        const rows = await db
          .selectFrom('inclusion_data')
          .selectAll()
          .where('evaluation_id', '=', evaluation.id)
          .execute();
        const participants = await db
          .selectFrom('participants')
          .select('amount')
          .where('evaluation_id', '=', evaluation.id)
          .execute();
        const target = participants.reduce((sum, row) => sum + row.amount, 0);
        const included = rows.reduce((sum, row) => sum + row.sample_size, 0);
        expect(new Set(rows.map((row) => row.date)).size).toBeGreaterThanOrEqual(12);
        const centers = new Set(rows.map((row) => row.center_id)).size;
        expect(centers).toBeGreaterThanOrEqual(3);
        expect(centers).toBeLessThanOrEqual(8);
        for (const row of rows) {
          expect(row.date).toMatch(/^\d{4}-\d{2}-01$/);
          expect(row.date < today).toBe(true);
          expect(row.year).toBe(Number(row.date.slice(0, 4)));
        }
        expect(included).toBeGreaterThan(0);
        expect(included).toBeLessThanOrEqual(target * 1.15);
        if (evaluation.phase !== 'including') expect(included).toBeGreaterThanOrEqual(target * 0.8);
      }
    });

    it('creates the demo accounts with the password and inactive-until-activated colleagues', async () => {
      const users = await fixture.database.db
        .selectFrom('users')
        .innerJoin('roles', 'roles.id', 'users.role_id')
        .select([
          'users.email',
          'users.password_hash',
          'users.is_active',
          'users.activated_at',
          'users.title',
          'users.phone_number',
          'users.association_id',
          'users.program_id',
          'roles.name as role',
        ])
        .execute();
      for (const account of demoOptions(fixture.files.storage).accounts) {
        const user = users.find((row) => row.email === account.email);
        expect(user?.role).toBe(account.role);
        expect(user?.is_active).toBe(true);
        expect(user?.activated_at).not.toBeNull();
        expect(await verifyPassword(user?.password_hash ?? '', testPassword)).toBe(true);
      }
      const others = users.filter((row) => !row.email.endsWith('@example.org'));
      expect(others.length).toBeGreaterThanOrEqual(25);
      for (const user of others) {
        expect(user.password_hash).toBeNull();
        expect(user.phone_number).toMatch(/^0\d{1,3}-\d{7,8}$/);
      }
      expect(others.some((user) => !user.is_active)).toBe(true);
      expect(others.some((user) => user.role === 'editor')).toBe(true);
      expect(others.some((user) => user.title === 'prof. dr.')).toBe(true);
      expect(others.some((user) => user.association_id !== null)).toBe(true);
      expect(others.some((user) => user.program_id !== null)).toBe(true);
      expect(summary.hours).toBeGreaterThan(0);
    });

    it('stores the bytes of every document and image file', async () => {
      const files_ = await fixture.database.db.selectFrom('files').selectAll().execute();
      const documents = await fixture.database.db
        .selectFrom('documents')
        .select('file_id')
        .execute();
      const fileIds = new Set(files_.map((file) => file.id));
      for (const document of documents) expect(fileIds.has(document.file_id)).toBe(true);
      expect(await fixture.files.countFiles()).toBe(files_.length);
      for (const file of files_) {
        const bytes = await fs.readFile(path.join(fixture.files.root, file.storage_key));
        expect(bytes.byteLength).toBe(file.size_bytes);
        expect(createHash('sha256').update(bytes).digest('hex')).toBe(file.sha256);
        const head = bytes.subarray(0, 5).toString('latin1');
        if (file.mime_type === 'application/pdf') expect(head).toBe('%PDF-');
        if (file.mime_type === 'image/svg+xml')
          expect(bytes.toString('utf8')).not.toMatch(/<script/i);
      }
      expect(new Set(files_.map((file) => file.mime_type))).toEqual(
        new Set(['application/pdf', 'text/plain', 'image/svg+xml']),
      );
    });

    it('fills the site content: five pages in both languages as sanitized rich text, example contact details, two sponsors with logos', async () => {
      const { db } = fixture.database;
      const pages = await db.selectFrom('site_pages').selectAll().orderBy('key').execute();
      expect(pages.map((page) => page.key)).toEqual([...sitePageKeys].sort());
      for (const page of pages) {
        for (const body of [page.body_nl, page.body_en]) {
          expect(body).toMatch(/^<h2>/);
          expect(sanitizeRichText(body, { sitePaths: true }), page.key).toBe(body);
        }
        expect(page.intro_nl && page.intro_en).toBeTruthy();
      }
      const details = await db.selectFrom('site_details').selectAll().executeTakeFirstOrThrow();
      expect(details).toMatchObject({ contact_is_example: true, privacy_statement_file_id: null });
      expect(details.postcode).toMatch(postcodePattern);
      const sponsors = await db.selectFrom('sponsors').selectAll().orderBy('position').execute();
      expect(sponsors.map((sponsor) => sponsor.name)).toEqual([
        'Federatie Medisch Specialisten',
        'Zorgverzekeraars Nederland',
      ]);
      for (const sponsor of sponsors) expect(sponsor.logo_id).not.toBeNull();
    });

    it('refuses to seed a database that already has data, leaving no stray files', async () => {
      const before = await fixture.files.countFiles();
      await expect(
        seedDemo(fixture.database.db, demoOptions(fixture.files.storage)),
      ).rejects.toBeInstanceOf(DatabaseNotEmptyError);
      expect(await fixture.files.countFiles()).toBe(before);
      expect(await countRows(fixture.database.db)).toEqual(summary);
    });
  });
}
