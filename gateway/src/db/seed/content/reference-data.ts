// Reference lists of the demo: inclusion-monitor gradations, countries and medical specialisms.

export const gradations = [
  {
    position: 1,
    title: 'Categorie 1',
    description:
      'De inclusie verloopt volgens planning: het aantal geïncludeerde patiënten ligt op of boven de verwachte lijn.',
  },
  {
    position: 2,
    title: 'Categorie 2',
    description:
      'De inclusie loopt licht achter op schema (ongeveer 75 tot 90 procent van het verwachte aantal). Extra aandacht in de deelnemende centra is gewenst.',
  },
  {
    position: 3,
    title: 'Categorie 3',
    description:
      'De inclusie loopt achter (ongeveer 50 tot 75 procent van het verwachte aantal). De studiegroep stelt samen met de centra een verbeterplan op.',
  },
  {
    position: 4,
    title: 'Categorie 4',
    description:
      'De inclusie loopt ver achter (minder dan de helft van het verwachte aantal). Bijsturing is nodig, zoals extra centra, aangepaste criteria of een herziene planning.',
  },
] as const;

export const countries = [
  { name: 'Nederland', code: 'NL' },
  { name: 'België', code: 'BE' },
  { name: 'Duitsland', code: 'DE' },
  { name: 'Luxemburg', code: 'LU' },
  { name: 'Frankrijk', code: 'FR' },
  { name: 'Verenigd Koninkrijk', code: 'GB' },
  { name: 'Ierland', code: 'IE' },
  { name: 'Denemarken', code: 'DK' },
  { name: 'Zweden', code: 'SE' },
  { name: 'Noorwegen', code: 'NO' },
  { name: 'Oostenrijk', code: 'AT' },
  { name: 'Zwitserland', code: 'CH' },
  { name: 'Spanje', code: 'ES' },
  { name: 'Italië', code: 'IT' },
  { name: 'Verenigde Staten', code: 'US' },
] as const;

export const specializations = [
  'Anesthesiologie',
  'Cardiologie',
  'Cardiothoracale chirurgie',
  'Dermatologie en venereologie',
  'Heelkunde',
  'Interne geneeskunde',
  'Keel-, neus- en oorheelkunde',
  'Kindergeneeskunde',
  'Klinische chemie',
  'Klinische genetica',
  'Klinische geriatrie',
  'Klinische neurofysiologie',
  'Longziekten en tuberculose',
  'Maag-darm-leverziekten',
  'Medische microbiologie',
  'Neurochirurgie',
  'Neurologie',
  'Nucleaire geneeskunde',
  'Obstetrie en gynaecologie',
  'Oogheelkunde',
  'Orthopedie',
  'Pathologie',
  'Plastische chirurgie',
  'Psychiatrie',
  'Radiologie',
  'Radiotherapie',
  'Reumatologie',
  'Revalidatiegeneeskunde',
  'Spoedeisende geneeskunde',
  'Sportgeneeskunde',
  'Urologie',
  'Ziekenhuisfarmacie',
] as const;

export type SpecializationTitle = (typeof specializations)[number];
