// Dutch text templates that turn an evaluation topic into descriptions, sections, measures and posts.
import type { EvaluationTopic, StudyDesign } from './evaluation-topic.ts';

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

const isNonInferiority = (topic: EvaluationTopic) => topic.design === 'noninferiority';

export function shortDescription(topic: EvaluationTopic): string {
  return `Deze zorgevaluatie vergelijkt ${topic.intervention} met ${topic.comparison} bij ${topic.population}.`;
}

export function longDescription(
  topic: EvaluationTopic,
  centerCount: number,
  associations: string[],
): string {
  const agenda = associations.length
    ? `<p>De vraag staat op de kennisagenda van de ${associations.map(escapeHtml).join(' en de ')} en is samen met patiëntvertegenwoordigers uitgewerkt.</p>`
    : '';
  return [
    `<p>Voor ${escapeHtml(topic.population)} zijn in Nederland twee gangbare strategieën: ${escapeHtml(topic.intervention)} en ${escapeHtml(topic.comparison)}. Welke van de twee het beste is voor patiënten, is onvoldoende onderzocht. Daardoor verschilt de zorg per ziekenhuis.</p>`,
    `<p>In de ${escapeHtml(topic.acronym)}-studie vergelijken we beide strategieën in ${centerCount} ziekenhuizen. De belangrijkste uitkomst is ${escapeHtml(topic.outcome)}. Daarnaast kijken we naar kwaliteit van leven, complicaties en kosten.</p>`,
    agenda,
  ].join('');
}

export const studyDesignTexts: Record<StudyDesign, string> = {
  rct: 'Pragmatische, multicenter, gerandomiseerde gecontroleerde studie met twee parallelle groepen (randomisatie 1:1, gestratificeerd naar centrum).',
  noninferiority:
    'Pragmatische, multicenter, gerandomiseerde non-inferioriteitsstudie met twee parallelle groepen (randomisatie 1:1, gestratificeerd naar centrum).',
  preference:
    'Multicenter gerandomiseerde studie met een parallel preferentiecohort: patiënten met een uitgesproken voorkeur krijgen de behandeling van hun keuze en worden op dezelfde manier gevolgd.',
  stepped_wedge:
    'Stepped-wedge clustergerandomiseerde studie: de deelnemende ziekenhuizen stappen in een willekeurige volgorde over van de gebruikelijke zorg op de nieuwe werkwijze.',
};

export const analysisTexts: Record<StudyDesign, string> = {
  rct: 'De primaire analyse volgt het intention-to-treat-principe met een regressiemodel dat corrigeert voor centrum. Een per-protocolanalyse en een kosteneffectiviteitsanalyse volgens de Nederlandse richtlijn voor economische evaluaties vullen deze aan.',
  noninferiority:
    'Non-inferioriteit wordt getoetst met een eenzijdig 97,5%-betrouwbaarheidsinterval in zowel de intention-to-treat- als de per-protocolpopulatie. Daarnaast volgt een kosteneffectiviteitsanalyse vanuit maatschappelijk perspectief.',
  preference:
    'De gerandomiseerde groepen worden volgens intention-to-treat vergeleken. Het preferentiecohort wordt afzonderlijk geanalyseerd om de generaliseerbaarheid van de resultaten te beoordelen.',
  stepped_wedge:
    'De analyse gebruikt een gemengd model met het ziekenhuis als random effect en de kalendertijd als vast effect, zodat seizoens- en tijdseffecten worden meegenomen.',
};

/** Participant types and what each planned group means, per design. */
export const participantGroups: Record<
  StudyDesign,
  { type: 'RCT' | 'RCT1' | 'RCT2' | 'Cohort' | 'Other'; description: string; share: number }[]
> = {
  rct: [{ type: 'RCT', description: 'Gerandomiseerde patiënten (beide armen samen).', share: 1 }],
  noninferiority: [
    { type: 'RCT', description: 'Gerandomiseerde patiënten (beide armen samen).', share: 0.85 },
    {
      type: 'Other',
      description: 'Registratiecohort van patiënten die niet gerandomiseerd willen worden.',
      share: 0.15,
    },
  ],
  preference: [
    { type: 'RCT', description: 'Gerandomiseerde patiënten.', share: 0.6 },
    {
      type: 'Cohort',
      description: 'Preferentiecohort met de behandeling van eigen keuze.',
      share: 0.4,
    },
  ],
  stepped_wedge: [
    {
      type: 'RCT1',
      description: 'Patiënten in de controleperiode (gebruikelijke zorg).',
      share: 0.5,
    },
    {
      type: 'RCT2',
      description: 'Patiënten in de interventieperiode (nieuwe werkwijze).',
      share: 0.5,
    },
  ],
};

/** The four applicable sections (objective 0, population 1, intervention 2, background 3). */
export function applicableContents(topic: EvaluationTopic): [string, string, string, string] {
  const goal = isNonInferiority(topic) ? 'niet slechter is dan' : 'beter is dan';
  const criteria = topic.inclusion.map((item) => `<li>${escapeHtml(item)}</li>`).join('');
  return [
    `<p>Het doel van deze zorgevaluatie is vast te stellen of ${escapeHtml(topic.intervention)} ${goal} ${escapeHtml(topic.comparison)} bij ${escapeHtml(topic.population)}. De primaire uitkomst is ${escapeHtml(topic.outcome)}.</p>`,
    `<p>De studie richt zich op ${escapeHtml(topic.population)}.</p><ul>${criteria}</ul>`,
    `<p><strong>Interventie:</strong> ${escapeHtml(topic.intervention)}.</p><p><strong>Controle:</strong> ${escapeHtml(topic.comparison)}.</p>`,
    `<p>De ${escapeHtml(topic.guideline)} laat de keuze tussen beide strategieën open en noemt deze vraag als kennishiaat. Gepaste zorg vraagt om bewijs uit de dagelijkse praktijk: daarom wordt de vergelijking uitgevoerd in academische en niet-academische ziekenhuizen.</p>`,
  ];
}

export function guidelineText(topic: EvaluationTopic): string {
  return `${topic.guideline}. De richtlijn laat ruimte voor beide strategieën; de uitkomst van deze zorgevaluatie wordt gebruikt bij de herziening.`;
}

export const secondaryMeasures: readonly { title: string; description: string }[] = [
  {
    title: 'Kwaliteit van leven',
    description: 'Gemeten met de EQ-5D-5L bij aanvang en na 3, 6 en 12 maanden.',
  },
  {
    title: 'Complicaties',
    description: 'Alle complicaties binnen 90 dagen, ingedeeld volgens Clavien-Dindo.',
  },
  {
    title: 'Kosteneffectiviteit',
    description:
      'Zorgkosten en productiviteitsverlies (iMCQ en iPCQ), afgezet tegen de gewonnen QALY’s.',
  },
  {
    title: 'Patiënttevredenheid',
    description: 'Tevredenheid met de behandeling op een schaal van 0 tot 10 na drie maanden.',
  },
  {
    title: 'Heropnames',
    description: 'Ongeplande heropnames binnen 30 dagen na ontslag.',
  },
  {
    title: 'Terugkeer naar werk en dagelijkse activiteiten',
    description: 'Aantal dagen tot het hervatten van werk en gebruikelijke activiteiten.',
  },
];

export const genericInclusion =
  'Schriftelijke toestemming na mondelinge en schriftelijke informatie';
export const genericExclusion =
  'Onvoldoende beheersing van de Nederlandse taal om de vragenlijsten in te vullen';

export interface PostText {
  title: string;
  content: string;
}

export function evaluationPost(
  topic: EvaluationTopic,
  kind: 'approved' | 'first_patient' | 'progress' | 'inclusion_closed' | 'results',
  centerCount: number,
): PostText {
  const name = escapeHtml(topic.acronym);
  switch (kind) {
    case 'approved':
      return {
        title: `${topic.acronym} goedgekeurd door de medisch-ethische toetsingscommissie`,
        content: `<p>De METC heeft een positief besluit genomen over de ${name}-studie. De komende maanden worden de lokale uitvoerbaarheidsverklaringen aangevraagd en de onderzoeksteams getraind.</p>`,
      };
    case 'first_patient':
      return {
        title: `Eerste patiënt geïncludeerd in de ${topic.acronym}-studie`,
        content: `<p>De eerste patiënt doet mee aan ${name}. We danken alle betrokken zorgverleners en de patiënt voor het vertrouwen.</p><p>Wilt u met uw ziekenhuis deelnemen? Neem contact op met het studieteam.</p>`,
      };
    case 'progress':
      return {
        title: `Inclusie ${topic.acronym}: ${centerCount} centra actief`,
        content: `<p>Inmiddels includeren ${centerCount} ziekenhuizen patiënten voor ${name}. Op de inclusiemonitor is de voortgang per maand te volgen.</p>`,
      };
    case 'inclusion_closed':
      return {
        title: `Inclusie ${topic.acronym} afgerond`,
        content: `<p>De inclusie van ${name} is afgerond. Alle patiënten worden nog gevolgd tot het einde van de follow-up; daarna volgen de analyses.</p>`,
      };
    case 'results':
      return {
        title: `Resultaten ${topic.acronym} gepresenteerd`,
        content: `<p>De resultaten van ${name} zijn gepresenteerd op het jaarcongres en aangeboden voor publicatie. De richtlijncommissie neemt de uitkomsten mee bij de herziening van de ${escapeHtml(topic.guideline)}.</p>`,
      };
  }
}
