// Seeds associations, programs and the trial bureau with logos, banners and specializations.
import { associations } from '../content/associations.ts';
import { aboutHtml, associationContact, joinTexts } from '../content/organisation-texts.ts';
import { programs, trialBureau } from '../content/programs.ts';
import type { EvaluationPlan } from '../evaluation-plan.ts';
import { createBannerSvg, createLogoSvg } from '../files/svg.ts';
import { landline } from '../phone-numbers.ts';
import type { OrganisationIds, ReferenceIds, SeedContext } from '../seed-context.ts';
import { requireId } from '../seed-context.ts';
import { slugify } from '../slug.ts';

interface Branding {
  abbreviation: string;
  title: string;
  colors: { primary: string; secondary: string };
}

const shapes = ['circle', 'square', 'hexagon'] as const;

async function brandFiles(
  { files }: SeedContext,
  organisation: Branding,
  kind: string,
  index: number,
): Promise<{ logo_id: number; banner_id: number }> {
  const name = slugify(organisation.abbreviation) || 'organisatie';
  const logo = createLogoSvg({
    initials: organisation.abbreviation.replace(/[^A-Za-z]/g, ''),
    primary: organisation.colors.primary,
    secondary: organisation.colors.secondary,
    shape: shapes[index % shapes.length] ?? 'circle',
  });
  const banner = createBannerSvg({
    title: organisation.title,
    subtitle: kind,
    primary: organisation.colors.primary,
    secondary: organisation.colors.secondary,
  });
  return {
    logo_id: await files.svg(`logo-${name}.svg`, logo),
    banner_id: await files.svg(`banner-${name}.svg`, banner),
  };
}

function titlesFor(plans: readonly EvaluationPlan[], matches: (plan: EvaluationPlan) => boolean) {
  return plans
    .filter((plan) => plan.status === 'published' && matches(plan))
    .map((plan) => plan.topic.title);
}

export async function seedOrganisations(
  context: SeedContext,
  reference: ReferenceIds,
  plans: readonly EvaluationPlan[],
): Promise<OrganisationIds> {
  const { db, random } = context;
  const specializationId = (title: string) =>
    requireId(reference.specializations, title, 'specialization');

  const associationIds = new Map<string, number>();
  for (const [index, association] of associations.entries()) {
    const row = await db
      .insertInto('associations')
      .values({
        title: association.title,
        abbreviation: association.abbreviation,
        description: association.description,
        contact: associationContact(association, landline(random, '030')),
        url: association.url,
        about: aboutHtml(
          association,
          titlesFor(plans, (plan) => plan.topic.associations.includes(association.abbreviation)),
        ),
        ...(await brandFiles(context, association, 'Wetenschappelijke vereniging', index)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    associationIds.set(association.abbreviation, row.id);
    await db
      .insertInto('association_specializations')
      .values(
        association.specializations.map((title) => ({
          association_id: row.id,
          specialization_id: specializationId(title),
        })),
      )
      .execute();
  }

  const programIds = new Map<string, number>();
  for (const [index, program] of programs.entries()) {
    const row = await db
      .insertInto('programs')
      .values({
        title: program.title,
        abbreviation: program.abbreviation,
        description: program.description,
        contact: program.contact,
        url: program.url,
        about: aboutHtml(
          program,
          titlesFor(plans, (plan) => plan.topic.program === program.abbreviation),
          joinTexts.program,
        ),
        ...(await brandFiles(context, program, 'Programma', index)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    programIds.set(program.abbreviation, row.id);
    await db
      .insertInto('program_specializations')
      .values(
        program.specializations.map((title) => ({
          program_id: row.id,
          specialization_id: specializationId(title),
        })),
      )
      .execute();
  }

  const bureau = await db
    .insertInto('trial_bureaus')
    .values({
      name: trialBureau.title,
      abbreviation: trialBureau.abbreviation,
      description: trialBureau.description,
      contact: trialBureau.contact,
      url: trialBureau.url,
      about: aboutHtml(
        trialBureau,
        titlesFor(plans, (plan) => plan.trialBureau),
        joinTexts.trialBureau,
      ),
      ...(await brandFiles(context, trialBureau, 'Landelijke ondersteuning van zorgevaluaties', 0)),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('trial_bureau_specializations')
    .values(
      trialBureau.specializations.map((title) => ({
        trial_bureau_id: bureau.id,
        specialization_id: specializationId(title),
      })),
    )
    .execute();

  return { associations: associationIds, programs: programIds, trialBureau: bureau.id };
}
