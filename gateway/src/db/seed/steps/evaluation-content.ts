// Seeds what belongs to each evaluation: sections, criteria, participants, people, measures,
// links, posts and settings.
import {
  applicableContents,
  capitalize,
  evaluationPost,
  genericExclusion,
  genericInclusion,
  secondaryMeasures,
} from '../content/evaluation-texts.ts';
import { addDays, localTime } from '../dates.ts';
import type { SeedContext } from '../seed-context.ts';
import { slugify } from '../slug.ts';
import type { SeededEvaluation } from './evaluations.ts';

interface ApplicableRow {
  evaluation_id: number;
  type: number;
  content: string | null;
  is_visible: boolean;
}

/**
 * Sections follow the spec's rule: is_visible is stored true only for status "applicable", which
 * needs content; "pending" is invisible (content may be a draft); "not_applicable" has no content.
 */
function applicableRows(context: SeedContext, evaluation: SeededEvaluation): ApplicableRow[] {
  const { random } = context;
  const contents = applicableContents(evaluation.plan.topic);
  const { status } = evaluation.plan;
  return contents.map((content, type) => {
    const row = { evaluation_id: evaluation.id, type };
    if (status === 'published') {
      if (type === 3 && random.chance(0.15)) return { ...row, content, is_visible: false };
      return { ...row, content, is_visible: true };
    }
    if (status === 'new') {
      if (type === 0) return { ...row, content, is_visible: false };
      return { ...row, content: null, is_visible: false };
    }
    // Drafts and Castor set-ups: the core sections are done, the background is still pending.
    if (type === 3)
      return { ...row, content: random.chance(0.5) ? content : null, is_visible: false };
    return { ...row, content, is_visible: true };
  });
}

function linksFor(evaluation: SeededEvaluation, trialRegister: string | null, edc: string) {
  const { topic } = evaluation.plan;
  const links: { title: string; url: string }[] = [];
  if (trialRegister?.startsWith('NL-OMON')) {
    links.push({
      title: `${topic.acronym} in het Overzicht Medisch-wetenschappelijk Onderzoek in Nederland`,
      url: `https://onderzoekmetmensen.nl/nl/trial/${trialRegister.slice('NL-OMON'.length)}`,
    });
  } else if (trialRegister) {
    links.push({
      title: `${topic.acronym} op ClinicalTrials.gov`,
      url: `https://clinicaltrials.gov/study/${trialRegister}`,
    });
  }
  links.push({
    title: topic.guideline,
    url: `https://richtlijnendatabase.nl/richtlijn/${slugify(topic.guideline.replace(/\(.*\)/, '').replace(/^Richtlijn /, ''))}`,
  });
  if (edc === 'castor') {
    links.push({
      title: 'Castor EDC (inloggen voor deelnemende centra)',
      url: 'https://data.castoredc.com',
    });
  }
  return links;
}

function postKinds(evaluation: SeededEvaluation) {
  switch (evaluation.plan.phase) {
    case 'preparation':
      return evaluation.plan.status === 'new' ? [] : (['approved'] as const);
    case 'including':
      return ['first_patient', 'progress'] as const;
    case 'continuation':
      return ['progress', 'inclusion_closed'] as const;
    case 'completed':
      return ['inclusion_closed', 'results'] as const;
  }
}

export async function seedEvaluationContent(
  context: SeedContext,
  evaluations: readonly SeededEvaluation[],
  authorId: number,
): Promise<void> {
  const { db, random, today } = context;
  const details = await db
    .selectFrom('evaluations')
    .select(['id', 'trial_register', 'edc'])
    .execute();
  const detailById = new Map(details.map((row) => [row.id, row]));

  const applicables = evaluations.flatMap((evaluation) => applicableRows(context, evaluation));
  await db.insertInto('applicables').values(applicables).execute();

  const criteria = evaluations.flatMap(({ id, plan }) => {
    const inclusion = [...plan.topic.inclusion, genericInclusion];
    const exclusion = random.chance(0.5)
      ? [...plan.topic.exclusion, genericExclusion]
      : plan.topic.exclusion;
    return [
      ...inclusion.map((content, position) => ({
        evaluation_id: id,
        type: 'inclusion',
        content,
        position,
      })),
      ...exclusion.map((content, position) => ({
        evaluation_id: id,
        type: 'exclusion',
        content,
        position,
      })),
    ];
  });
  await db.insertInto('criteria').values(criteria).execute();

  const participants = evaluations.flatMap(({ id, plan }) =>
    plan.participants.map((participant) => ({ evaluation_id: id, ...participant })),
  );
  await db.insertInto('participants').values(participants).execute();

  const people = evaluations.flatMap(({ id, team }) =>
    team.map((member) => ({
      evaluation_id: id,
      user_id: member.ref.id,
      contact_function: member.contactFunction,
    })),
  );
  await db.insertInto('evaluation_people').values(people).execute();

  const measures = evaluations.flatMap(({ id, plan }) => [
    {
      evaluation_id: id,
      title: capitalize(plan.topic.outcome),
      description: 'Primaire uitkomstmaat van de studie.',
      position: 0,
    },
    ...random.sample(secondaryMeasures, random.int(2, 3)).map((measure, index) => ({
      evaluation_id: id,
      title: measure.title,
      description: measure.description,
      position: index + 1,
    })),
  ]);
  await db.insertInto('measures').values(measures).execute();

  const links = evaluations.flatMap((evaluation) => {
    const detail = detailById.get(evaluation.id);
    return linksFor(evaluation, detail?.trial_register ?? null, detail?.edc ?? '').map(
      (link, position) => ({ evaluation_id: evaluation.id, ...link, position }),
    );
  });
  await db.insertInto('links').values(links).execute();

  const posts = evaluations.flatMap((evaluation) =>
    postKinds(evaluation).map((kind, index, kinds) => {
      const text = evaluationPost(evaluation.plan.topic, kind, evaluation.centers.length);
      // Newest post last; all within the past year.
      const daysAgo = (kinds.length - index) * random.int(20, 150);
      return {
        evaluation_id: evaluation.id,
        title: text.title,
        content: text.content,
        image_id: index === kinds.length - 1 ? evaluation.logoId : null,
        publish_at: localTime(addDays(today, -Math.min(daysAgo, 360)), 9, 0),
        is_pinned: kind === 'results' || (kind === 'first_patient' && random.chance(0.3)),
        author_id: authorId,
      };
    }),
  );
  if (posts.length) await db.insertInto('posts').values(posts).execute();

  const settings = evaluations.flatMap(({ id, plan }) => {
    const rows = [
      {
        evaluation_id: id,
        key: 'documents.show_public',
        value: JSON.stringify(plan.status === 'published'),
      },
    ];
    if (plan.visibleAtMonitor) {
      rows.push({
        evaluation_id: id,
        key: 'inclusion_monitor.show_centers',
        value: JSON.stringify(true),
      });
    }
    if (detailById.get(id)?.edc === 'castor') {
      rows.push({
        evaluation_id: id,
        key: 'castor.study_id',
        value: JSON.stringify(
          Array.from({ length: 8 }, () => random.int(0, 15).toString(16))
            .join('')
            .toUpperCase(),
        ),
      });
    }
    return rows;
  });
  await db.insertInto('settings').values(settings).execute();
}
