// Seeds the reference tables: gradations, countries, specializations, and centers with addresses.
import { centers } from '../content/centers.ts';
import { countries, gradations, specializations } from '../content/reference-data.ts';
import { landline } from '../phone-numbers.ts';
import type { CenterRef, ReferenceIds, SeedContext } from '../seed-context.ts';

export async function seedReference({ db, random }: SeedContext): Promise<ReferenceIds> {
  const gradationRows = await db
    .insertInto('gradations')
    .values(
      gradations.map(({ position, title, description }) => ({ position, title, description })),
    )
    .returning(['id', 'position'])
    .execute();
  const countryRows = await db
    .insertInto('countries')
    .values(countries.map(({ name, code }) => ({ name, code })))
    .returning(['id', 'code'])
    .execute();
  const netherlands = countryRows.find((row) => row.code === 'NL')?.id ?? null;
  const specializationRows = await db
    .insertInto('specializations')
    .values(specializations.map((title) => ({ title })))
    .returning(['id', 'title'])
    .execute();

  const addressRows = await db
    .insertInto('addresses')
    .values(
      centers.map((center) => ({
        country_id: netherlands,
        street: center.street,
        number: center.number,
        number_add: center.numberAdd ?? null,
        postcode: center.postcode,
        city: center.city,
        contact: `Wetenschapsbureau ${center.title}, telefoon ${landline(random)}`,
      })),
    )
    .returning('id')
    .execute();
  const centerRows = await db
    .insertInto('centers')
    .values(
      centers.map((center, index) => ({
        title: center.title,
        type: center.type,
        address_id: addressRows[index]?.id ?? null,
      })),
    )
    .returning(['id', 'title'])
    .execute();

  return {
    gradations: new Map(gradationRows.map((row) => [row.position, row.id])),
    specializations: new Map(specializationRows.map((row) => [row.title, row.id])),
    centers: centerRows.map((row, index): CenterRef => {
      const content = centers[index];
      if (!content) throw new Error('Center rows and content are out of step');
      return { id: row.id, title: row.title, type: content.type };
    }),
  };
}
