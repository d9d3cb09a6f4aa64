// The people of the demo: the three demo accounts' profiles and the researchers and editors around them.

export type Title = 'dr.' | 'drs.' | 'prof. dr.';

export interface PersonContent {
  firstName: string;
  middleName?: string;
  lastName: string;
  title?: Title;
  gender: 'male' | 'female';
  role: 'admin' | 'editor' | 'researcher';
  /** Hospital (a center title) whose mail domain the address uses; editors work at the platform. */
  center?: string;
  association?: string;
  program?: string;
  /** People without access any more; the default is active. */
  inactive?: boolean;
}

/** Profiles for the accounts given in the seed options, by role. */
export const demoAccountProfiles: Record<PersonContent['role'], PersonContent> = {
  admin: {
    firstName: 'Anne',
    middleName: 'de',
    lastName: 'Vries',
    gender: 'female',
    role: 'admin',
  },
  editor: {
    firstName: 'Lotte',
    lastName: 'Visser',
    gender: 'female',
    role: 'editor',
    association: 'NVvH',
  },
  researcher: {
    firstName: 'Thomas',
    lastName: 'Mulder',
    title: 'dr.',
    gender: 'male',
    role: 'researcher',
    center: 'UMC Utrecht',
  },
};

const researcher = (
  title: Title | undefined,
  firstName: string,
  middleName: string | undefined,
  lastName: string,
  gender: 'male' | 'female',
  center: string,
  association?: string,
): PersonContent => ({
  firstName,
  lastName,
  gender,
  role: 'researcher',
  center,
  ...(title ? { title } : {}),
  ...(middleName ? { middleName } : {}),
  ...(association ? { association } : {}),
});

export const people: readonly PersonContent[] = [
  researcher('prof. dr.', 'Marieke', 'van den', 'Berg', 'female', 'UMC Utrecht', 'NVvH'),
  researcher('dr.', 'Joost', undefined, 'Hendriks', 'male', 'Erasmus MC'),
  researcher('dr.', 'Fleur', undefined, 'Dekker', 'female', 'Radboudumc', 'NVOG'),
  researcher('drs.', 'Ruben', 'van', 'Dijk', 'male', 'OLVG'),
  researcher('prof. dr.', 'Hans', undefined, 'Brouwer', 'male', 'LUMC', 'NVVC'),
  researcher('dr.', 'Esther', 'de', 'Jong', 'female', 'Isala', 'NIV'),
  researcher('drs.', 'Lisa', undefined, 'Meijer', 'female', 'Catharina Ziekenhuis'),
  researcher('dr.', 'Maarten', 'van der', 'Linden', 'male', 'Amsterdam UMC', 'NVN'),
  researcher('prof. dr.', 'Ingrid', undefined, 'Kok', 'female', 'UMC Groningen', 'NVKG'),
  researcher('dr.', 'Bas', undefined, 'Willems', 'male', 'Maastricht UMC+', 'NOV'),
  researcher('drs.', 'Noor', 'el', 'Amrani', 'female', 'Franciscus'),
  researcher('dr.', 'Wouter', undefined, 'Peters', 'male', 'St. Antonius Ziekenhuis', 'NVALT'),
  researcher('dr.', 'Eline', undefined, 'Vermeulen', 'female', 'Rijnstate'),
  researcher('drs.', 'Daan', undefined, 'Koster', 'male', 'Jeroen Bosch Ziekenhuis'),
  researcher('prof. dr.', 'Anouk', undefined, 'Prins', 'female', 'Radboudumc', 'NVK'),
  researcher('dr.', 'Koen', 'van', 'Leeuwen', 'male', 'Maasstad Ziekenhuis', 'NVU'),
  researcher('dr.', 'Sophie', undefined, 'Bos', 'female', 'Amphia', 'NVA'),
  researcher('drs.', 'Mehmet', undefined, 'Yilmaz', 'male', 'Zuyderland'),
  researcher('dr.', 'Judith', 'van', 'Wijk', 'female', 'Medisch Centrum Leeuwarden', 'NVMDL'),
  researcher('dr.', 'Tim', undefined, 'Kuipers', 'male', 'Meander Medisch Centrum'),
  researcher('prof. dr.', 'Carla', undefined, 'Huisman', 'female', 'Erasmus MC', 'NVDV'),
  researcher('dr.', 'Rick', 'de', 'Graaf', 'male', 'Albert Schweitzer ziekenhuis', 'NVvR'),
  researcher('dr.', 'Hanneke', undefined, 'Timmermans', 'female', 'UMC Utrecht'),
  researcher('dr.', 'Sander', undefined, 'Wouters', 'male', 'Tergooi MC'),
  researcher('prof. dr.', 'Gerard', undefined, 'Verhoeven', 'male', 'Sint Maartenskliniek', 'NVR'),
  researcher('drs.', 'Emma', undefined, 'Jacobs', 'female', 'Amsterdam UMC'),
  researcher('drs.', 'Lars', undefined, 'Hoekstra', 'male', 'UMC Groningen'),
  {
    ...researcher('drs.', 'Iris', undefined, 'Smits', 'female', 'Deventer Ziekenhuis'),
    inactive: true,
  },
  { ...researcher('dr.', 'Peter', 'de', 'Wit', 'male', 'Martini Ziekenhuis'), inactive: true },
  { firstName: 'Femke', lastName: 'Postma', gender: 'female', role: 'editor', program: 'ZE&GG' },
  {
    firstName: 'Mark',
    middleName: 'van',
    lastName: 'Vliet',
    gender: 'male',
    role: 'editor',
    program: 'GGG',
  },
  {
    firstName: 'Yvonne',
    lastName: 'Boer',
    title: 'drs.',
    gender: 'female',
    role: 'editor',
    association: 'NVOG',
  },
  { firstName: 'Jasper', lastName: 'Schouten', gender: 'male', role: 'editor', program: 'DO' },
];
