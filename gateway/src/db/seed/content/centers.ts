// Real Dutch hospitals and rehabilitation centres by center type, with their (approximate) addresses.

export type CenterType = 'umc' | 'stz' | 'general' | 'categorical' | 'revalidation' | 'clinic';

export interface CenterContent {
  title: string;
  type: CenterType;
  street: string;
  number: string;
  numberAdd?: string;
  postcode: string;
  city: string;
}

const center = (
  type: CenterType,
  title: string,
  street: string,
  number: string,
  postcode: string,
  city: string,
): CenterContent => ({ title, type, street, number, postcode, city });

export const centers: readonly CenterContent[] = [
  center('umc', 'Amsterdam UMC', 'Meibergdreef', '9', '1105 AZ', 'Amsterdam'),
  center('umc', 'Erasmus MC', 'Doctor Molewaterplein', '40', '3015 GD', 'Rotterdam'),
  center('umc', 'LUMC', 'Albinusdreef', '2', '2333 ZA', 'Leiden'),
  center('umc', 'Maastricht UMC+', 'P. Debyelaan', '25', '6229 HX', 'Maastricht'),
  center('umc', 'Radboudumc', 'Geert Grooteplein Zuid', '10', '6525 GA', 'Nijmegen'),
  center('umc', 'UMC Groningen', 'Hanzeplein', '1', '9713 GZ', 'Groningen'),
  center('umc', 'UMC Utrecht', 'Heidelberglaan', '100', '3584 CX', 'Utrecht'),
  center(
    'stz',
    'Albert Schweitzer ziekenhuis',
    'Albert Schweitzerplaats',
    '25',
    '3318 AT',
    'Dordrecht',
  ),
  center('stz', 'Amphia', 'Molengracht', '21', '4818 CK', 'Breda'),
  center(
    'stz',
    'Canisius Wilhelmina Ziekenhuis',
    'Weg door Jonkerbos',
    '100',
    '6532 SZ',
    'Nijmegen',
  ),
  center('stz', 'Catharina Ziekenhuis', 'Michelangelolaan', '2', '5623 EJ', 'Eindhoven'),
  center('stz', 'Deventer Ziekenhuis', 'Nico Bolkesteinlaan', '75', '7416 SE', 'Deventer'),
  center('stz', 'Elisabeth-TweeSteden Ziekenhuis', 'Hilvarenbeekseweg', '60', '5022 GC', 'Tilburg'),
  center('stz', 'Franciscus', 'Kleiweg', '500', '3045 PM', 'Rotterdam'),
  center('stz', 'Isala', 'Dokter van Heesweg', '2', '8025 AB', 'Zwolle'),
  center(
    'stz',
    'Jeroen Bosch Ziekenhuis',
    'Henri Dunantstraat',
    '1',
    '5223 GZ',
    "'s-Hertogenbosch",
  ),
  center('stz', 'Maasstad Ziekenhuis', 'Maasstadweg', '21', '3079 DZ', 'Rotterdam'),
  center('stz', 'Martini Ziekenhuis', 'Van Swietenplein', '1', '9728 NT', 'Groningen'),
  center('stz', 'Medisch Centrum Leeuwarden', 'Henri Dunantweg', '2', '8934 AD', 'Leeuwarden'),
  center('stz', 'Meander Medisch Centrum', 'Maatweg', '3', '3813 TZ', 'Amersfoort'),
  center('stz', 'OLVG', 'Oosterpark', '9', '1091 AC', 'Amsterdam'),
  center('stz', 'Rijnstate', 'Wagnerlaan', '55', '6815 AD', 'Arnhem'),
  center('stz', 'St. Antonius Ziekenhuis', 'Koekoekslaan', '1', '3435 CM', 'Nieuwegein'),
  center('stz', 'Zuyderland', 'Henri Dunantstraat', '5', '6419 PC', 'Heerlen'),
  center('general', 'Beatrixziekenhuis', 'Banneweg', '57', '4204 AA', 'Gorinchem'),
  center('general', 'Dijklander Ziekenhuis', 'Maelsonstraat', '3', '1624 NP', 'Hoorn'),
  center('general', 'Ikazia Ziekenhuis', 'Montessoriweg', '1', '3083 AN', 'Rotterdam'),
  center('general', 'Laurentius Ziekenhuis', 'Mgr. Driessenstraat', '6', '6043 CV', 'Roermond'),
  center('general', 'Rode Kruis Ziekenhuis', 'Vondellaan', '13', '1942 LE', 'Beverwijk'),
  center('general', 'Tergooi MC', 'Laan van Tergooi', '2', '1212 VG', 'Hilversum'),
  center('general', 'Treant', 'Dr. G.H. Amshoffweg', '1', '7909 AA', 'Hoogeveen'),
  center('categorical', 'Antoni van Leeuwenhoek', 'Plesmanlaan', '121', '1066 CX', 'Amsterdam'),
  center('categorical', 'Prinses Máxima Centrum', 'Heidelberglaan', '25', '3584 CS', 'Utrecht'),
  center('categorical', 'Sint Maartenskliniek', 'Hengstdal', '3', '6574 NA', 'Ubbergen'),
  center(
    'categorical',
    'Oogziekenhuis Rotterdam',
    'Schiedamse Vest',
    '180',
    '3011 BH',
    'Rotterdam',
  ),
  center('revalidation', 'Adelante', 'Zandbergsweg', '111', '6432 CC', 'Hoensbroek'),
  center('revalidation', 'De Hoogstraat Revalidatie', 'Rembrandtkade', '10', '3583 TM', 'Utrecht'),
  center('revalidation', 'Reade', 'Dr. Jan van Breemenstraat', '2', '1056 AB', 'Amsterdam'),
  center('revalidation', 'Rijndam Revalidatie', 'Westersingel', '300', '3015 LJ', 'Rotterdam'),
  center('clinic', 'Bergman Clinics', 'Rijksweg', '69', '1411 GE', 'Naarden'),
  center('clinic', 'Xpert Clinics', 'Laarderhoogtweg', '25', '1101 EB', 'Amsterdam'),
];

/** Centers that run the inclusion of the demo evaluations (hospitals, not rehabilitation or clinics). */
export const includingCenterTypes: readonly CenterType[] = ['umc', 'stz', 'general', 'categorical'];
