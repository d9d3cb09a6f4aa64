// The site's own content (issue 27): the information pages in Dutch and English, the contact
// details and the privacy statement (one row), and the footer's sponsors in their order. Rows are
// filled by the demo seed or by an admin; the API answers empty values while a row is missing.
import type { Kysely } from 'kysely';
import { inList, run, timestamps, touchTrigger } from './sql-helpers.ts';

const pageKeys = ['who', 'about', 'disclaimer', 'contact', 'accessibility'];

export async function up(db: Kysely<unknown>): Promise<void> {
  await run(db, [
    `CREATE TABLE site_pages (
      key text PRIMARY KEY CHECK (key IN (${inList(pageKeys)})),
      intro_nl text CHECK (length(intro_nl) <= 1000),
      intro_en text CHECK (length(intro_en) <= 1000),
      body_nl text CHECK (length(body_nl) <= 100000),
      body_en text CHECK (length(body_en) <= 100000),
      ${timestamps}
    )`,
    touchTrigger('site_pages'),
    // One row (id 1): the contact details and where the privacy statement is, a URL or a PDF.
    `CREATE TABLE site_details (
      id integer PRIMARY KEY DEFAULT 1 CHECK (id = 1),
      organisation text CHECK (length(organisation) <= 200),
      street text CHECK (length(street) <= 200),
      postcode text CHECK (length(postcode) <= 7),
      city text CHECK (length(city) <= 100),
      email text CHECK (length(email) <= 254),
      phone text CHECK (length(phone) <= 30),
      opening_hours_nl text CHECK (length(opening_hours_nl) <= 500),
      opening_hours_en text CHECK (length(opening_hours_en) <= 500),
      contact_is_example boolean NOT NULL DEFAULT false,
      privacy_statement_url text CHECK (length(privacy_statement_url) <= 2048),
      privacy_statement_file_id integer REFERENCES files (id) ON DELETE SET NULL,
      ${timestamps},
      CONSTRAINT site_details_one_privacy_statement
        CHECK (privacy_statement_url IS NULL OR privacy_statement_file_id IS NULL)
    )`,
    touchTrigger('site_details'),
    `CREATE TABLE sponsors (
      id serial PRIMARY KEY,
      name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
      url text CHECK (length(url) <= 2048),
      logo_id integer REFERENCES files (id) ON DELETE SET NULL,
      position integer NOT NULL CHECK (position >= 0),
      ${timestamps}
    )`,
    touchTrigger('sponsors'),
    'CREATE INDEX sponsors_position_idx ON sponsors (position, id)',
  ]);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await run(db, ['DROP TABLE sponsors', 'DROP TABLE site_details', 'DROP TABLE site_pages']);
}
