// The scientific associations of medical specialists (wetenschappelijke verenigingen) in the demo.
import type { SpecializationTitle } from './reference-data.ts';

export interface AssociationContent {
  abbreviation: string;
  title: string;
  url: string;
  /** One or two sentences for lists and search results. */
  description: string;
  /** What the association does for care evaluation; used in its about page. */
  focus: string;
  specializations: SpecializationTitle[];
  colors: { primary: string; secondary: string };
}

export const associations: readonly AssociationContent[] = [
  {
    abbreviation: 'NVvH',
    title: 'Nederlandse Vereniging voor Heelkunde',
    url: 'https://www.heelkunde.nl',
    description:
      'De wetenschappelijke vereniging van chirurgen in Nederland. De NVvH bevordert kwalitatief hoogwaardige chirurgische zorg, opleiding en wetenschappelijk onderzoek.',
    focus:
      'Binnen de heelkunde lopen zorgevaluaties naar onder meer de behandeling van appendicitis, galstenen, fracturen en borstkanker, vaak in samenwerking met de Dutch Surgical Collaborative.',
    specializations: ['Heelkunde', 'Plastische chirurgie', 'Cardiothoracale chirurgie'],
    colors: { primary: '#1f5f8b', secondary: '#e94e1b' },
  },
  {
    abbreviation: 'NVVC',
    title: 'Nederlandse Vereniging voor Cardiologie',
    url: 'https://www.nvvc.nl',
    description:
      'De beroepsvereniging van cardiologen in Nederland, die zich inzet voor goede hart- en vaatzorg en voor de wetenschappelijke onderbouwing daarvan.',
    focus:
      'De NVVC stimuleert pragmatische studies naar bijvoorbeeld antistolling, hartfalenzorg op afstand en de duur van plaatjesremming na een dotterbehandeling.',
    specializations: ['Cardiologie'],
    colors: { primary: '#b3262d', secondary: '#f2a900' },
  },
  {
    abbreviation: 'NIV',
    title: 'Nederlandse Internisten Vereniging',
    url: 'https://www.internisten.nl',
    description:
      'De wetenschappelijke vereniging van internisten, met aandachtsgebieden van acute geneeskunde tot infectieziekten, nefrologie en vasculaire geneeskunde.',
    focus:
      'Zorgevaluaties binnen de interne geneeskunde richten zich vaak op gepast gebruik van antibiotica, diagnostiek en medicatie bij kwetsbare patiënten.',
    specializations: ['Interne geneeskunde', 'Klinische chemie'],
    colors: { primary: '#23507a', secondary: '#7fb800' },
  },
  {
    abbreviation: 'NVOG',
    title: 'Nederlandse Vereniging voor Obstetrie en Gynaecologie',
    url: 'https://www.nvog.nl',
    description:
      'De vereniging van gynaecologen in Nederland, met een lange traditie van landelijk samenwerkend onderzoek binnen het NVOG Consortium.',
    focus:
      'Het NVOG Consortium voert gerandomiseerde studies uit in vrijwel alle Nederlandse ziekenhuizen, bijvoorbeeld naar het inleiden van de baring en de preventie van vroeggeboorte.',
    specializations: ['Obstetrie en gynaecologie'],
    colors: { primary: '#8e2c6f', secondary: '#f28c28' },
  },
  {
    abbreviation: 'NVK',
    title: 'Nederlandse Vereniging voor Kindergeneeskunde',
    url: 'https://www.nvk.nl',
    description:
      'De wetenschappelijke vereniging van kinderartsen, die zich inzet voor de beste zorg voor kinderen en jongeren van 0 tot 18 jaar.',
    focus:
      'Kinderartsen evalueren samen veelvoorkomende behandelingen, zoals zuurstoftherapie bij bronchiolitis en rehydratie bij gastro-enteritis.',
    specializations: ['Kindergeneeskunde'],
    colors: { primary: '#0b8a8f', secondary: '#ffc20e' },
  },
  {
    abbreviation: 'NVN',
    title: 'Nederlandse Vereniging voor Neurologie',
    url: 'https://www.neurologie.nl',
    description:
      'De vereniging van neurologen in Nederland. Zij bevordert de kwaliteit van de neurologische zorg, de opleiding en het wetenschappelijk onderzoek.',
    focus:
      'De NVN ondersteunt zorgevaluaties naar de acute behandeling van een herseninfarct, de timing van antistolling en het afbouwen van anti-epileptica.',
    specializations: ['Neurologie', 'Klinische neurofysiologie', 'Neurochirurgie'],
    colors: { primary: '#3b3f8f', secondary: '#46944a' },
  },
  {
    abbreviation: 'NOV',
    title: 'Nederlandse Orthopaedische Vereniging',
    url: 'https://www.orthopeden.org',
    description:
      'De wetenschappelijke vereniging van orthopedisch chirurgen, die werkt aan doelmatige en veilige zorg voor het bewegingsapparaat.',
    focus:
      'Met de Landelijke Registratie Orthopedische Implantaten en landelijke studies onderzoekt de NOV welke behandeling bij artrose, fracturen en meniscusletsel het meest oplevert.',
    specializations: ['Orthopedie', 'Sportgeneeskunde'],
    colors: { primary: '#005b96', secondary: '#f47920' },
  },
  {
    abbreviation: 'NVALT',
    title: 'Nederlandse Vereniging van Artsen voor Longziekten en Tuberculose',
    url: 'https://www.nvalt.nl',
    description:
      'De wetenschappelijke vereniging van longartsen, gericht op goede zorg voor mensen met longziekten, van astma en COPD tot longkanker en tuberculose.',
    focus:
      'Longartsen evalueren onder meer de duur van behandelingen bij een COPD-longaanval en een pneumonie, en de veiligheid van thuisbehandeling bij longembolie.',
    specializations: ['Longziekten en tuberculose'],
    colors: { primary: '#0077a8', secondary: '#9bc53d' },
  },
  {
    abbreviation: 'NVA',
    title: 'Nederlandse Vereniging voor Anesthesiologie',
    url: 'https://www.anesthesiologie.nl',
    description:
      'De vereniging van anesthesiologen, die staat voor veilige anesthesie, goede pijnbestrijding en hoogwaardige intensive care- en spoedzorg.',
    focus:
      'Anesthesiologen onderzoeken samen welke vorm van anesthesie en pijnstilling rond een operatie het beste herstel geeft.',
    specializations: ['Anesthesiologie'],
    colors: { primary: '#2e6f40', secondary: '#e94e1b' },
  },
  {
    abbreviation: 'NVU',
    title: 'Nederlandse Vereniging voor Urologie',
    url: 'https://www.nvu.nl',
    description:
      'De wetenschappelijke vereniging van urologen in Nederland, voor kwalitatief goede zorg bij aandoeningen van de urinewegen en mannelijke geslachtsorganen.',
    focus:
      'De NVU ondersteunt zorgevaluaties naar de behandeling van nierstenen, prostaatkanker en blaaskanker.',
    specializations: ['Urologie'],
    colors: { primary: '#1d3c6e', secondary: '#2fb6bc' },
  },
  {
    abbreviation: 'NVDV',
    title: 'Nederlandse Vereniging voor Dermatologie en Venereologie',
    url: 'https://www.nvdv.nl',
    description:
      'De vereniging van dermatologen, die zich inzet voor goede zorg bij huidziekten en seksueel overdraagbare aandoeningen.',
    focus:
      'Dermatologen evalueren de behandeling van huidkanker en het verantwoord afbouwen van dure biologicals bij psoriasis.',
    specializations: ['Dermatologie en venereologie'],
    colors: { primary: '#a33b5c', secondary: '#f6a623' },
  },
  {
    abbreviation: 'NVMDL',
    title: 'Nederlandse Vereniging van Maag-Darm-Leverartsen',
    url: 'https://www.mdl.nl',
    description:
      'De wetenschappelijke vereniging van MDL-artsen, gericht op de zorg voor mensen met ziekten van het maag-darmkanaal, de lever en de alvleesklier.',
    focus:
      'Samen met de Dutch Pancreatitis Study Group en andere netwerken evalueren MDL-artsen endoscopische behandelingen en surveillancebeleid.',
    specializations: ['Maag-darm-leverziekten'],
    colors: { primary: '#6a2c91', secondary: '#46944a' },
  },
  {
    abbreviation: 'NVKG',
    title: 'Nederlandse Vereniging voor Klinische Geriatrie',
    url: 'https://www.nvkg.nl',
    description:
      'De vereniging van klinisch geriaters, die zich inzet voor passende ziekenhuiszorg voor kwetsbare ouderen.',
    focus:
      'Geriaters onderzoeken vooral wat zinvolle zorg is bij ouderen: het stoppen van medicatie, het voorkomen van een delier en revalidatie na een fractuur.',
    specializations: ['Klinische geriatrie'],
    colors: { primary: '#00677f', secondary: '#d4a017' },
  },
  {
    abbreviation: 'NVvR',
    title: 'Nederlandse Vereniging voor Radiologie',
    url: 'https://www.radiologen.nl',
    description:
      'De vereniging van radiologen en nucleair geneeskundigen in opleiding, gericht op doelmatige beeldvorming en beeldgestuurde behandeling.',
    focus:
      'Radiologen evalueren welke beeldvorming bij veelvoorkomende klachten het meest bijdraagt, zodat onnodige onderzoeken worden voorkomen.',
    specializations: ['Radiologie', 'Nucleaire geneeskunde'],
    colors: { primary: '#34495e', secondary: '#1abc9c' },
  },
  {
    abbreviation: 'NVR',
    title: 'Nederlandse Vereniging voor Reumatologie',
    url: 'https://www.nvr.nl',
    description:
      'De wetenschappelijke vereniging van reumatologen, voor goede zorg bij ontstekingsreuma, artrose en andere aandoeningen van het bewegingsapparaat.',
    focus:
      'Reumatologen onderzoeken hoe patiënten in remissie hun medicatie veilig kunnen afbouwen en welke behandeling bij schouderklachten het beste werkt.',
    specializations: ['Reumatologie'],
    colors: { primary: '#c0392b', secondary: '#2980b9' },
  },
];
