// Seeds what associations, programs and the trial bureau publish: events, posts, documents, settings.
import type { Insertable } from 'kysely';
import type { Database } from '../../types.ts';
import { associations } from '../content/associations.ts';
import {
  congressRooms,
  type DocumentTemplate,
  documentText,
  meetingRooms,
  type OrganisationRef,
  organisationDocumentTemplates,
  organisationPostTemplates,
} from '../content/organisation-texts.ts';
import { programs, trialBureau } from '../content/programs.ts';
import { addDays, localTime, toIsoDate } from '../dates.ts';
import type { EvaluationPlan } from '../evaluation-plan.ts';
import { createBannerSvg } from '../files/svg.ts';
import type { OrganisationIds, SeedContext } from '../seed-context.ts';
import { requireId } from '../seed-context.ts';
import { slugify } from '../slug.ts';

type Owner = { association_id: number } | { program_id: number } | { trial_bureau_id: number };
type EventRow = Insertable<Database['events']>;
type DocumentRow = Insertable<Database['documents']>;
type PostRow = Insertable<Database['posts']>;
type SettingRow = Insertable<Database['settings']>;

function eventsFor(
  context: SeedContext,
  organisation: OrganisationRef,
  owner: Owner,
  isProgram: boolean,
): EventRow[] {
  const { random, today } = context;
  const year = today.getUTCFullYear();
  const congressDay = addDays(today, random.int(40, 200));
  const webinarDay = addDays(today, random.int(7, 60));
  const courseDay = addDays(today, -random.int(20, 120));
  const events: EventRow[] = [
    {
      ...owner,
      title: isProgram
        ? `Programmadag ${organisation.title}`
        : `Algemene ledenvergadering ${organisation.abbreviation}`,
      content: isProgram
        ? '<p>Jaarlijkse bijeenkomst voor projectleiders met presentaties over voortgang en implementatie.</p>'
        : '<p>Met onder meer het jaarverslag, de begroting en de voortgang van de kennisagenda.</p>',
      date: toIsoDate(addDays(today, random.int(20, 120))),
      type: 'meeting',
    },
    {
      ...owner,
      title: isProgram
        ? `Congres gepast gebruik ${year}`
        : `Jaarcongres ${organisation.abbreviation} ${year}`,
      content:
        '<p>Twee dagen met plenaire sessies, parallelle sessies per vakgebied en een postermarkt voor zorgevaluaties.</p>',
      url: `${organisation.url}/congres`,
      starts_at: localTime(congressDay, 9, 0),
      ends_at: localTime(addDays(congressDay, 1), 17, 30),
      room: random.pick(congressRooms),
      type: 'congress',
    },
    {
      ...owner,
      title: 'Webinar: zorgevaluatie in de dagelijkse praktijk',
      content:
        '<p>Hoe zet je een pragmatische studie op in een niet-academisch ziekenhuis? Met ervaringen van lokale hoofdonderzoekers.</p>',
      starts_at: localTime(webinarDay, 19, 30),
      ends_at: localTime(webinarDay, 21, 0),
      room: 'Online via Microsoft Teams',
      type: 'webinar',
    },
    {
      ...owner,
      title: 'Cursus Good Clinical Practice (BROK-herregistratie)',
      starts_at: localTime(courseDay, 13, 0),
      ends_at: localTime(courseDay, 17, 0),
      room: random.pick(meetingRooms),
      type: 'course',
      recurring: 'yearly',
    },
  ];
  if (isProgram) {
    events.push(
      {
        ...owner,
        title: 'Handreiking implementatie van zorgevaluaties (pdf)',
        url: `${organisation.url}/downloads/handreiking-implementatie.pdf`,
        date: toIsoDate(addDays(today, -random.int(30, 300))),
        type: 'download',
      },
      {
        ...owner,
        title: `Subsidieronde ${year + 1}: uiterste indieningsdatum`,
        date: toIsoDate(addDays(today, random.int(60, 180))),
        type: 'deadline',
      },
    );
  }
  return events;
}

async function documentsFor(
  context: SeedContext,
  organisation: OrganisationRef,
  owner: Owner,
  templates: readonly DocumentTemplate[],
): Promise<DocumentRow[]> {
  const year = context.today.getUTCFullYear();
  const rows: DocumentRow[] = [];
  for (const template of templates) {
    const title = template.title(organisation, year);
    const fileName = `${slugify(title)}.${template.format}`;
    const fileId =
      template.format === 'pdf'
        ? await context.files.pdf(fileName, {
            title,
            subtitle: [organisation.title],
            paragraphs: [template.summary, 'Demonstratie-inhoud van Zorgevaluatie Nederland.'],
          })
        : await context.files.text(
            fileName,
            documentText(title, organisation.title, template.summary),
          );
    rows.push({
      ...owner,
      type: template.type,
      title,
      file_id: fileId,
      is_public: template.isPublic,
    });
  }
  return rows;
}

async function postsFor(
  context: SeedContext,
  organisation: OrganisationRef,
  owner: Owner,
  evaluationTitle: string,
  authorId: number,
  colors: { primary: string; secondary: string },
): Promise<PostRow[]> {
  const { random, today, files } = context;
  const count = random.int(2, 4);
  const rows: PostRow[] = [];
  for (const [index, template] of organisationPostTemplates.slice(0, count).entries()) {
    const title = template.title(organisation, today.getUTCFullYear());
    const imageId =
      index === 0
        ? await files.svg(
            `nieuws-${slugify(title)}.svg`,
            createBannerSvg({ title, subtitle: organisation.abbreviation, ...colors }),
          )
        : null;
    rows.push({
      ...owner,
      title,
      content: template.content(organisation, evaluationTitle),
      image_id: imageId,
      publish_at: localTime(addDays(today, -random.int(3 + index * 60, 60 + index * 90)), 10, 0),
      is_pinned: index === 0 && random.chance(0.5),
      author_id: authorId,
    });
  }
  return rows;
}

export async function seedOrganisationContent(
  context: SeedContext,
  organisations: OrganisationIds,
  plans: readonly EvaluationPlan[],
  authorId: number,
): Promise<void> {
  const { db, random } = context;
  const published = plans.filter((plan) => plan.status === 'published');
  // "A new evaluation has started" reads best about one that is including patients now.
  const titleFor = (matches: (plan: EvaluationPlan) => boolean) =>
    (
      published.find((plan) => plan.phase === 'including' && matches(plan)) ??
      published.find(matches) ??
      published[0]
    )?.topic.title ?? 'Zorgevaluatie Nederland';
  const events: EventRow[] = [];
  const documents: DocumentRow[] = [];
  const posts: PostRow[] = [];
  const settings: SettingRow[] = [];

  for (const association of associations) {
    const owner = {
      association_id: requireId(
        organisations.associations,
        association.abbreviation,
        'association',
      ),
    };
    events.push(...eventsFor(context, association, owner, false));
    const templates = random.sample(organisationDocumentTemplates, random.int(3, 5));
    documents.push(...(await documentsFor(context, association, owner, templates)));
    const evaluationTitle = titleFor((plan) =>
      plan.topic.associations.includes(association.abbreviation),
    );
    posts.push(
      ...(await postsFor(
        context,
        association,
        owner,
        evaluationTitle,
        authorId,
        association.colors,
      )),
    );
    settings.push(
      { ...owner, key: 'calendar.default_view', value: JSON.stringify('dayGridMonth') },
      { ...owner, key: 'newsletter.enabled', value: JSON.stringify(random.chance(0.7)) },
      { ...owner, key: 'theme.primary_color', value: JSON.stringify(association.colors.primary) },
    );
  }

  for (const program of programs) {
    const owner = {
      program_id: requireId(organisations.programs, program.abbreviation, 'program'),
    };
    events.push(...eventsFor(context, program, owner, true));
    const templates = organisationDocumentTemplates.filter((template) =>
      ['reports', 'templates', 'agreements', 'general'].includes(template.type),
    );
    documents.push(...(await documentsFor(context, program, owner, templates)));
    const evaluationTitle = titleFor((plan) => plan.topic.program === program.abbreviation);
    posts.push(
      ...(await postsFor(context, program, owner, evaluationTitle, authorId, program.colors)),
    );
    settings.push(
      { ...owner, key: 'calendar.default_view', value: JSON.stringify('listYear') },
      { ...owner, key: 'downloads.enabled', value: JSON.stringify(true) },
      { ...owner, key: 'theme.primary_color', value: JSON.stringify(program.colors.primary) },
    );
  }

  const bureauOwner = { trial_bureau_id: organisations.trialBureau };
  const bureauTemplates: DocumentTemplate[] = [
    {
      type: 'sops',
      title: () => 'SOP Monitoring van zorgevaluaties',
      format: 'pdf',
      isPublic: false,
      summary:
        'Risicogebaseerde monitoring volgens de NFU-richtlijn Kwaliteitsborging mensgebonden onderzoek.',
    },
    {
      type: 'templates',
      title: () => 'Sjabloon datamanagementplan',
      format: 'txt',
      isPublic: true,
      summary:
        'Welke gegevens worden verzameld, waar ze worden opgeslagen en hoe lang ze worden bewaard.',
    },
    {
      type: 'agreements',
      title: () => 'Model clinical trial agreement voor zorgevaluaties',
      format: 'pdf',
      isPublic: true,
      summary:
        'Overeenkomst tussen opdrachtgever en deelnemend ziekenhuis, afgestemd met de NFU en de STZ.',
    },
    {
      type: 'reports',
      title: (_o, year) => `Jaarverslag trialbureau ${year - 1}`,
      format: 'pdf',
      isPublic: true,
      summary: 'Aantallen ondersteunde studies, geïncludeerde patiënten en monitorbezoeken.',
    },
  ];
  documents.push(...(await documentsFor(context, trialBureau, bureauOwner, bureauTemplates)));
  settings.push(
    { ...bureauOwner, key: 'monitor.reporting_day', value: JSON.stringify('first_monday') },
    { ...bureauOwner, key: 'contact.phone', value: JSON.stringify('030-2823400') },
    {
      ...bureauOwner,
      key: 'theme.primary_color',
      value: JSON.stringify(trialBureau.colors.primary),
    },
  );

  await db.insertInto('events').values(events).execute();
  await db.insertInto('documents').values(documents).execute();
  await db.insertInto('posts').values(posts).execute();
  await db.insertInto('settings').values(settings).execute();
}
