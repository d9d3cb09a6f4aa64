// Seeds the evaluation rows with their study details and their links to specializations,
// associations, programs and the trial bureau.

import { includingCenterTypes } from '../content/centers.ts';
import {
  analysisTexts,
  guidelineText,
  longDescription,
  shortDescription,
  studyDesignTexts,
} from '../content/evaluation-texts.ts';
import type { EvaluationTopic } from '../content/evaluation-topic.ts';
import type { EvaluationPlan } from '../evaluation-plan.ts';
import { createLogoSvg } from '../files/svg.ts';
import type {
  CenterRef,
  OrganisationIds,
  PersonRef,
  ReferenceIds,
  SeedContext,
  UserIds,
} from '../seed-context.ts';
import { requireId } from '../seed-context.ts';
import { slugify } from '../slug.ts';

export interface TeamMember {
  ref: PersonRef;
  contactFunction:
    | 'doctoral_researcher'
    | 'project_leader'
    | 'independent_doctor'
    | 'lead_researcher';
}

export interface SeededEvaluation {
  id: number;
  plan: EvaluationPlan;
  /** The coordinating center first, then the other including centers. */
  centers: CenterRef[];
  team: TeamMember[];
  logoId: number | null;
}

const programSponsors: Record<string, string> = {
  'ZE&GG': 'ZonMw en Zorgverzekeraars Nederland (programma Zorgevaluatie en Gepast Gebruik)',
  GGG: 'ZonMw (programma Goed Gebruik Geneesmiddelen)',
  DO: 'ZonMw (programma Doelmatigheidsonderzoek)',
  KAMS: 'Stichting Kwaliteitsgelden Medisch Specialisten (SKMS)',
};
const otherSponsors = [
  'Zorginstituut Nederland',
  'Innovatiefonds Zorgverzekeraars',
  'ZonMw',
  'Stichting Kwaliteitsgelden Medisch Specialisten (SKMS)',
];

function assembleTeam(
  context: SeedContext,
  topic: EvaluationTopic,
  users: UserIds,
  includeDemoResearcher: boolean,
): TeamMember[] {
  const { random } = context;
  const others = users.researchers.filter((ref) => ref.id !== users.researcher.id);
  const seniors = others.filter((ref) => ref.person.title !== 'drs.');
  const experts = seniors.filter(
    (ref) => ref.person.association && topic.associations.includes(ref.person.association),
  );
  const leader = random.pick(experts.length ? experts : seniors);
  const rest = random.shuffle(others.filter((ref) => ref.id !== leader.id));
  const juniors = rest.filter((ref) => ref.person.title === 'drs.');
  const team: TeamMember[] = [{ ref: leader, contactFunction: 'project_leader' }];
  const lead = rest.find((ref) => ref.person.title !== 'drs.');
  if (includeDemoResearcher) {
    team.push({
      ref: users.researcher,
      contactFunction: random.pick(['lead_researcher', 'doctoral_researcher'] as const),
    });
  } else if (lead) {
    team.push({ ref: lead, contactFunction: 'lead_researcher' });
  }
  const junior = juniors[0];
  if (junior && !team.some((member) => member.ref.id === junior.id)) {
    team.push({ ref: junior, contactFunction: 'doctoral_researcher' });
  }
  const independent = rest.find(
    (ref) => ref.person.title !== 'drs.' && !team.some((member) => member.ref.id === ref.id),
  );
  if (independent && random.chance(0.4)) {
    team.push({ ref: independent, contactFunction: 'independent_doctor' });
  }
  return team;
}

function chooseCenters(
  context: SeedContext,
  reference: ReferenceIds,
  leader: PersonRef,
  count: number,
) {
  const hospitals = reference.centers.filter((center) =>
    includingCenterTypes.includes(center.type),
  );
  const lead =
    hospitals.find((center) => center.title === leader.person.center) ??
    context.random.pick(hospitals.filter((center) => center.type === 'umc'));
  const others = context.random.sample(
    hospitals.filter((center) => center.id !== lead.id),
    count - 1,
  );
  return [lead, ...others];
}

function domainOf(center: CenterRef): string {
  return `${slugify(center.title).replaceAll('-', '')}.example`;
}

export async function seedEvaluations(
  context: SeedContext,
  reference: ReferenceIds,
  organisations: OrganisationIds,
  users: UserIds,
  plans: readonly EvaluationPlan[],
): Promise<SeededEvaluation[]> {
  const { db, random, files } = context;
  const prepared = [];
  // The first draft is planned to be published in two weeks, by the editor (scheduled publishing).
  const plannedDraft = plans.findIndex((plan) => plan.status === 'draft');
  const inTwoWeeks = new Date(
    context.today.getTime() + 14 * 24 * 60 * 60 * 1000 + 8 * 60 * 60 * 1000,
  );
  for (const [index, plan] of plans.entries()) {
    const { topic, status } = plan;
    const team = assembleTeam(context, topic, users, index % 5 === 1);
    const leader = team[0]?.ref ?? users.researcher;
    const centers = chooseCenters(context, reference, leader, plan.centerCount);
    const lead = centers[0] as CenterRef;
    const edc =
      status === 'castor'
        ? 'castor'
        : random.pick(['castor', 'castor', 'castor', 'alea', 'alea', 'open_clinica'] as const);
    const registered = status !== 'new';
    const trialRegister = !registered
      ? null
      : random.chance(0.6)
        ? `NL-OMON${random.int(20000, 56999)}`
        : `NCT0${random.int(3, 6)}${random.digits(6)}`;
    const logoId =
      status === 'published' && index % 3 === 0
        ? await files.svg(
            `logo-${slugify(topic.acronym)}.svg`,
            createLogoSvg({
              initials: topic.acronym.split('-')[0] ?? topic.acronym,
              primary: random.pick(['#46944a', '#1f5f8b', '#7a3e9d', '#0b8a8f']),
              secondary: '#e94e1b',
              shape: random.pick(['circle', 'square', 'hexagon'] as const),
            }),
          )
        : null;
    const leaderName = [leader.person.title, leader.name].filter(Boolean).join(' ');
    prepared.push({
      plan,
      team,
      centers,
      logoId,
      row: {
        slug: plan.slug,
        title: topic.title,
        study_title: topic.studyTitle,
        status,
        phase: plan.phase,
        description_short: shortDescription(topic),
        description: longDescription(topic, centers.length, topic.associations),
        objective: status === 'new' ? 'pending' : 'applicable',
        research_question:
          status === 'new' ? 'pending' : random.chance(0.1) ? 'not_applicable' : 'applicable',
        study_design: studyDesignTexts[topic.design],
        contact_info: `Coördinerend onderzoeker: ${leaderName}, ${lead.title}. E-mail: ${slugify(topic.acronym)}@${domainOf(lead)}, telefoon ${leader.phone}.`,
        research_agency: `${lead.title}, afdeling ${topic.specializations[0] ?? 'Heelkunde'}`,
        resource_agency: plan.trialBureau
          ? 'Trialbureau Zorgevaluatie Nederland'
          : `Clinical Research Unit ${lead.title}`,
        sponsor: topic.program
          ? (programSponsors[topic.program] ?? 'ZonMw')
          : random.pick(otherSponsors),
        analysis: analysisTexts[topic.design],
        edc,
        castor_slug: edc === 'castor' ? slugify(topic.acronym) : null,
        vimeo_id:
          status === 'published' && random.chance(0.4)
            ? `${random.int(1, 9)}${random.digits(8)}`
            : null,
        instruction_video_url:
          edc === 'castor' && random.chance(0.5)
            ? `https://player.vimeo.com/video/${random.int(1, 9)}${random.digits(8)}`
            : null,
        current_medical_guideline: guidelineText(topic),
        trial_register: trialRegister,
        tags: topic.tags,
        starts_at: plan.startsAt,
        ends_at: plan.endsAt,
        adjusted_ends_at: plan.adjustedEndsAt,
        first_inclusion_at: plan.firstInclusionAt,
        last_inclusion_at: plan.lastInclusionAt,
        is_visible_at_inclusion_monitor: plan.visibleAtMonitor,
        gradation_id: plan.gradation
          ? requireId(reference.gradations, plan.gradation, 'gradation')
          : null,
        logo_id: logoId,
        ...(index === plannedDraft ? { publish_at: inTwoWeeks, scheduled_by: users.editor } : {}),
      },
    });
  }

  const inserted = await db
    .insertInto('evaluations')
    .values(prepared.map((item) => item.row))
    .returning(['id', 'slug'])
    .execute();
  const idBySlug = new Map(inserted.map((row) => [row.slug, row.id]));
  const seeded = prepared.map(
    (item): SeededEvaluation => ({
      id: requireId(idBySlug, item.plan.slug, 'evaluation slug'),
      plan: item.plan,
      centers: item.centers,
      team: item.team,
      logoId: item.logoId,
    }),
  );

  const specializationRows = seeded.flatMap(({ id, plan }) =>
    plan.topic.specializations.slice(0, 3).map((title) => ({
      evaluation_id: id,
      specialization_id: requireId(reference.specializations, title, 'specialization'),
    })),
  );
  await db.insertInto('evaluation_specializations').values(specializationRows).execute();
  const associationRows = seeded.flatMap(({ id, plan }) =>
    plan.topic.associations.slice(0, 2).map((abbreviation) => ({
      evaluation_id: id,
      association_id: requireId(organisations.associations, abbreviation, 'association'),
    })),
  );
  await db.insertInto('evaluation_associations').values(associationRows).execute();
  const programRows = seeded.flatMap(({ id, plan }) =>
    plan.topic.program
      ? [
          {
            evaluation_id: id,
            program_id: requireId(organisations.programs, plan.topic.program, 'program'),
          },
        ]
      : [],
  );
  if (programRows.length) await db.insertInto('evaluation_programs').values(programRows).execute();
  const bureauRows = seeded
    .filter(({ plan }) => plan.trialBureau)
    .map(({ id }) => ({ trial_bureau_id: organisations.trialBureau, evaluation_id: id }));
  if (bureauRows.length)
    await db.insertInto('trial_bureau_evaluations').values(bureauRows).execute();
  return seeded;
}
