// Dutch title fragments for the scale seed; combined with a running number they give unique titles.
import { slugify } from './slug.ts';

const comparisons: readonly [string, string][] = [
  ['Vroege mobilisatie', 'standaard mobilisatie'],
  ['Kortdurende antibiotica', 'een standaardkuur antibiotica'],
  ['Thuismonitoring', 'poliklinische controles'],
  ['Dagbehandeling', 'een klinische opname'],
  ['Fysiotherapie', 'een operatie'],
  ['Afbouwen van medicatie', 'doorgebruiken van medicatie'],
  ['Echografie', 'een CT-scan'],
  ['Telefonische nazorg', 'een controle op de polikliniek'],
  ['Regionale anesthesie', 'algehele anesthesie'],
  ['Verpleegkundige begeleiding', 'gebruikelijke zorg'],
  ['Zelfmanagement met een app', 'gebruikelijke zorg'],
  ['Conservatieve behandeling', 'een operatieve behandeling'],
  ['Verkorte follow-up', 'standaard follow-up'],
  ['Geprotocolleerde pijnstilling', 'pijnstilling op geleide van klachten'],
  ['Poliklinische behandeling', 'een ziekenhuisopname'],
  ['Vroege ontslagplanning', 'gebruikelijke ontslagplanning'],
  ['Oraal', 'intraveneus toedienen'],
  ['Afwachtend beleid', 'direct behandelen'],
  ['Groepsrevalidatie', 'individuele revalidatie'],
];

const populations: readonly string[] = [
  'bij ouderen met een heupfractuur',
  'bij volwassenen met een pneumonie',
  'bij kinderen met astma',
  'bij patiënten met hartfalen',
  'bij zwangeren met hoge bloeddruk',
  'na een knievervangende operatie',
  'bij patiënten met COPD',
  'bij reumatoïde artritis',
  'na een herseninfarct',
  'bij diabetes mellitus type 2',
  'bij chronische lage rugpijn',
  'na een darmoperatie',
  'bij patiënten met nierstenen',
  'bij een enkelfractuur',
  'bij vrouwen met borstkanker',
  'bij mannen met prostaatkanker',
  'bij ouderen met polyfarmacie',
  'bij kinderen met gastro-enteritis',
  'na een hartoperatie',
  'bij patiënten met atriumfibrilleren',
  'bij een urineweginfectie',
  'bij artrose van de heup',
  'bij jongvolwassenen met epilepsie',
];

export const scaleTitleParts = {
  interventions: comparisons.map(([intervention]) => intervention),
  comparisons: comparisons.map(([, comparison]) => comparison),
  pairSlugs: comparisons.map(([intervention, comparison]) =>
    slugify(`${intervention} versus ${comparison}`),
  ),
  populations,
  populationSlugs: populations.map((population) => slugify(population)),
};

export const scaleTags: readonly string[] = [
  'ouderen',
  'kinderen',
  'antibiotica',
  'chirurgie',
  'e-health',
  'doelmatigheid',
  'gepast gebruik',
  'oncologie',
  'cardiologie',
  'revalidatie',
  'spoedeisende hulp',
  'medicatie',
  'beeldvorming',
  'kwaliteit van leven',
];

export const scaleSponsors: readonly string[] = [
  'ZonMw (programma Zorgevaluatie en Gepast Gebruik)',
  'ZonMw (programma Goed Gebruik Geneesmiddelen)',
  'Zorginstituut Nederland',
  'Innovatiefonds Zorgverzekeraars',
  'Stichting Kwaliteitsgelden Medisch Specialisten (SKMS)',
];

export const scaleSections: readonly string[] = [
  'Het doel is vast te stellen welke van beide strategieën de beste uitkomst geeft voor patiënten, tegen aanvaardbare kosten.',
  'De studie includeert volwassen patiënten in academische en niet-academische ziekenhuizen die schriftelijk toestemming geven.',
  'Patiënten worden door loting verdeeld over de nieuwe strategie en de gebruikelijke zorg.',
  'De huidige richtlijn laat de keuze tussen beide strategieën open en noemt deze vraag als kennishiaat.',
];

export const scaleRegions: readonly string[] = [
  'Noord-Nederland',
  'Oost-Nederland',
  'Zuid-Nederland',
  'West-Nederland',
  'Midden-Nederland',
  'Randstad',
  'Limburg',
  'Brabant',
];
