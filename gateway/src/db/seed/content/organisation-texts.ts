// Dutch templates for what associations, programs and the trial bureau publish: about pages, events,
// posts, documents and settings.

export interface OrganisationRef {
  abbreviation: string;
  title: string;
  url: string;
  description: string;
  focus: string;
}

export const joinTexts = {
  association:
    'Leden die willen meewerken aan een zorgevaluatie kunnen zich melden bij het verenigingsbureau. Wij brengen u in contact met de studiegroep en het trialbureau.',
  program:
    'Onderzoekers kunnen tijdens de jaarlijkse subsidieronde een voorstel indienen. Het programmabureau denkt vooraf graag mee over de haalbaarheid en de implementatie.',
  trialBureau:
    'Studiegroepen kunnen het trialbureau inschakelen vanaf de eerste versie van het onderzoeksvoorstel. Neem contact op voor een vrijblijvend adviesgesprek.',
} as const;

export function aboutHtml(
  organisation: OrganisationRef,
  evaluationTitles: string[],
  joinText: string = joinTexts.association,
): string {
  const examples = evaluationTitles
    .slice(0, 3)
    .map((title) => `<li>${title}</li>`)
    .join('');
  return [
    `<h2>Over de ${organisation.abbreviation}</h2>`,
    `<p>${organisation.description}</p>`,
    `<h2>Zorgevaluatie</h2>`,
    `<p>${organisation.focus}</p>`,
    examples
      ? `<p>Lopende en afgeronde zorgevaluaties zijn onder meer:</p><ul>${examples}</ul>`
      : '',
    `<h2>Meedoen</h2>`,
    `<p>${joinText}</p>`,
  ].join('');
}

export function associationContact(organisation: OrganisationRef, phone: string): string {
  return `Verenigingsbureau ${organisation.abbreviation}, Domus Medica, Mercatorlaan 1200, 3528 BL Utrecht. Telefoon ${phone}. Voor vragen kunt u het contactformulier op ${organisation.url} gebruiken.`;
}

export const congressRooms: readonly string[] = [
  'Jaarbeurs Utrecht, Van Goghzaal',
  'MECC Maastricht, Auditorium',
  'De Doelen Rotterdam, Willem Burgerzaal',
  'NH Koningshof Veldhoven, Zaal Kempen',
  'Beurs van Berlage Amsterdam, Graanbeurszaal',
  'De Reehorst Ede, Zaal Veluwe',
];

export const meetingRooms: readonly string[] = [
  'Domus Medica Utrecht, vergaderzaal 1',
  'Domus Medica Utrecht, zaal Hippocrates',
  'Online via Microsoft Teams',
];

export const organisationPostTemplates: readonly {
  title: (o: OrganisationRef, year: number) => string;
  content: (o: OrganisationRef, evaluationTitle: string) => string;
}[] = [
  {
    title: (o) => `Kennisagenda ${o.abbreviation} geactualiseerd`,
    content: (o) =>
      `<p>De ${o.abbreviation} heeft haar kennisagenda geactualiseerd. Samen met patiëntenorganisaties zijn de belangrijkste kennishiaten opnieuw geprioriteerd.</p><p>De top tien vragen worden dit jaar uitgewerkt tot onderzoeksvoorstellen.</p>`,
  },
  {
    title: () => 'Nieuwe zorgevaluatie van start',
    content: (_o, evaluationTitle) =>
      `<p>De zorgevaluatie <strong>${evaluationTitle}</strong> is van start gegaan. Ziekenhuizen die willen meedoen kunnen zich aanmelden bij het studieteam.</p>`,
  },
  {
    title: (_o, year) => `Terugblik op de wetenschapsdag ${year}`,
    content: () =>
      '<p>Ruim tweehonderd deelnemers bezochten de wetenschapsdag. In de middagsessie presenteerden vier studiegroepen hun eerste resultaten.</p><ul><li>Presentaties zijn terug te vinden bij de documenten.</li><li>De volgende editie vindt in het najaar plaats.</li></ul>',
  },
  {
    title: () => 'Oproep: lokale hoofdonderzoekers gezocht',
    content: () =>
      '<p>Voor meerdere lopende zorgevaluaties zoeken we enthousiaste lokale hoofdonderzoekers, ook in niet-academische ziekenhuizen. Ondersteuning door een researchverpleegkundige wordt vergoed.</p>',
  },
];

export interface DocumentTemplate {
  type:
    | 'posters'
    | 'organization'
    | 'agreements'
    | 'sops'
    | 'templates'
    | 'news'
    | 'general'
    | 'reports';
  title: (o: OrganisationRef, year: number) => string;
  format: 'pdf' | 'txt';
  isPublic: boolean;
  summary: string;
}

export const organisationDocumentTemplates: readonly DocumentTemplate[] = [
  {
    type: 'reports',
    title: (o, year) => `Jaarverslag ${o.abbreviation} ${year - 1}`,
    format: 'pdf',
    isPublic: true,
    summary:
      'Overzicht van de activiteiten, de lopende zorgevaluaties en de financiën van het afgelopen jaar.',
  },
  {
    type: 'agreements',
    title: () => 'Modelovereenkomst deelname aan zorgevaluaties',
    format: 'pdf',
    isPublic: true,
    summary:
      'Modelovereenkomst tussen de coördinerende instelling en een deelnemend ziekenhuis, gebaseerd op de NFU-modelovereenkomst.',
  },
  {
    type: 'sops',
    title: () => 'SOP Informed consent in multicenteronderzoek',
    format: 'pdf',
    isPublic: false,
    summary:
      'Standaardwerkwijze voor het informeren van patiënten en het vastleggen van toestemming.',
  },
  {
    type: 'news',
    title: (o, year) => `Nieuwsbrief ${o.abbreviation} voorjaar ${year}`,
    format: 'pdf',
    isPublic: true,
    summary:
      'Nieuws over de kennisagenda, nieuwe studies en resultaten van afgeronde zorgevaluaties.',
  },
  {
    type: 'templates',
    title: () => 'Sjabloon onderzoeksvoorstel zorgevaluatie',
    format: 'txt',
    isPublic: true,
    summary: 'Vraagstelling, PICO, opzet, haalbaarheid, kosten en implementatieplan.',
  },
  {
    type: 'posters',
    title: (_o, year) => `Poster wetenschapsdag ${year}`,
    format: 'pdf',
    isPublic: true,
    summary: 'Poster met de voortgang van de zorgevaluaties binnen de vereniging.',
  },
  {
    type: 'organization',
    title: () => 'Organisatie en commissies',
    format: 'pdf',
    isPublic: true,
    summary:
      'Samenstelling van het bestuur, de commissie wetenschap en de adviesraad van patiënten.',
  },
  {
    type: 'general',
    title: () => 'Algemene informatie voor nieuwe onderzoekers',
    format: 'txt',
    isPublic: true,
    summary:
      'Waar vind ik ondersteuning, welke registraties zijn nodig en hoe vraag ik financiering aan?',
  },
];

/** Text-file body for a document of an organisation. */
export function documentText(title: string, owner: string, summary: string): string {
  return `${title}\n${'='.repeat(title.length)}\n\nEigenaar: ${owner}\n\n${summary}\n\nDit document is onderdeel van de demonstratie-inhoud van Zorgevaluatie Nederland.\n`;
}
