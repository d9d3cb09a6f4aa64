// Funding and knowledge programmes for care evaluation, and the one trial bureau of the demo.
import type { SpecializationTitle } from './reference-data.ts';

export interface OrganisationContent {
  abbreviation: string;
  title: string;
  url: string;
  description: string;
  focus: string;
  contact: string;
  specializations: SpecializationTitle[];
  colors: { primary: string; secondary: string };
}

export const programs: readonly OrganisationContent[] = [
  {
    abbreviation: 'ZE&GG',
    title: 'Zorgevaluatie en Gepast Gebruik',
    url: 'https://www.zorgevaluatiegepastgebruik.nl',
    description:
      'Een gezamenlijk programma van zorgpartijen om de effectiviteit van bestaande zorg te onderzoeken en de uitkomsten ook echt in de praktijk toe te passen.',
    focus:
      'Het programma financiert zorgevaluaties die op de kennisagenda’s van de wetenschappelijke verenigingen staan en ondersteunt de implementatie van de resultaten in richtlijnen en verzekerde zorg.',
    contact:
      'Programmabureau ZE&GG, Postbus 93245, 2509 AE Den Haag. E-mail: programmabureau@zegg.example',
    specializations: ['Heelkunde', 'Interne geneeskunde', 'Cardiologie', 'Orthopedie'],
    colors: { primary: '#46944a', secondary: '#e94e1b' },
  },
  {
    abbreviation: 'GGG',
    title: 'Goed Gebruik Geneesmiddelen',
    url: 'https://www.zonmw.nl/nl/programma/goed-gebruik-geneesmiddelen',
    description:
      'Dit programma stimuleert onderzoek naar het optimale gebruik van bestaande geneesmiddelen: de juiste dosering, duur en combinatie voor de juiste patiënt.',
    focus:
      'Zorgevaluaties binnen Goed Gebruik Geneesmiddelen onderzoeken bijvoorbeeld kortere antibioticakuren, het afbouwen van biologicals en het stoppen van preventieve medicatie bij ouderen.',
    contact: 'Programmasecretariaat GGG, Laan van Nieuw Oost-Indië 334, 2593 CE Den Haag.',
    specializations: ['Ziekenhuisfarmacie', 'Interne geneeskunde', 'Klinische geriatrie'],
    colors: { primary: '#00639b', secondary: '#f5a623' },
  },
  {
    abbreviation: 'DO',
    title: 'Doelmatigheidsonderzoek',
    url: 'https://www.zonmw.nl/nl/programma/doelmatigheidsonderzoek',
    description:
      'Het programma Doelmatigheidsonderzoek financiert vergelijkend onderzoek naar de kosteneffectiviteit van zorg die al in de praktijk wordt gebruikt.',
    focus:
      'Studies in dit programma vergelijken twee gangbare behandelingen en kijken daarbij naast gezondheidswinst ook naar kosten en productiviteitsverlies.',
    contact: 'Programmateam Doelmatigheidsonderzoek, Postbus 93245, 2509 AE Den Haag.',
    specializations: ['Radiologie', 'Maag-darm-leverziekten', 'Urologie'],
    colors: { primary: '#7a3e9d', secondary: '#46944a' },
  },
  {
    abbreviation: 'KAMS',
    title: "Kennisagenda's medisch specialisten",
    url: 'https://www.demedischspecialist.nl/kennisagendas',
    description:
      'De wetenschappelijke verenigingen stellen kennisagenda’s op met de belangrijkste onbeantwoorde vragen uit de dagelijkse praktijk. Dit programma helpt die vragen om te zetten in onderzoek.',
    focus:
      'Samen met patiëntenorganisaties worden kennishiaten geprioriteerd en uitgewerkt tot haalbare onderzoeksvoorstellen.',
    contact: 'Federatie Medisch Specialisten, Mercatorlaan 1200, 3528 BL Utrecht.',
    specializations: ['Neurologie', 'Kindergeneeskunde', 'Obstetrie en gynaecologie'],
    colors: { primary: '#005f73', secondary: '#ee9b00' },
  },
];

export const trialBureau: OrganisationContent = {
  abbreviation: 'TZN',
  title: 'Trialbureau Zorgevaluatie Nederland',
  url: 'https://www.zorgevaluatienederland.nl/trialbureau',
  description:
    'Het landelijke trialbureau ondersteunt onderzoekers bij de opzet, uitvoering en monitoring van multicenter zorgevaluaties in Nederlandse ziekenhuizen.',
  focus:
    'Het trialbureau verzorgt de lokale haalbaarheid, contracten, datamanagement in Castor EDC, monitoring volgens NFU-richtlijnen en de inclusiemonitor van alle aangesloten studies.',
  contact:
    'Trialbureau Zorgevaluatie Nederland, Mercatorlaan 1200, 3528 BL Utrecht. E-mail: trialbureau@zorgevaluatie.example, telefoon 030-2823400.',
  specializations: [
    'Heelkunde',
    'Interne geneeskunde',
    'Cardiologie',
    'Orthopedie',
    'Obstetrie en gynaecologie',
    'Longziekten en tuberculose',
  ],
  colors: { primary: '#46944a', secondary: '#e94e1b' },
};
