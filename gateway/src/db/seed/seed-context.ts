// What the demo seed steps share: the transaction, the random stream, "today" and the ids made so far.
import type { Db } from '../database.ts';
import type { CenterType } from './content/centers.ts';
import type { PersonContent } from './content/people.ts';
import type { SeedFiles } from './files/seed-files.ts';
import type { Random } from './random.ts';

export interface SeedContext {
  db: Db;
  random: Random;
  today: Date;
  files: SeedFiles;
}

export interface CenterRef {
  id: number;
  title: string;
  type: CenterType;
}

export interface ReferenceIds {
  specializations: Map<string, number>;
  /** Gradation id by position (1-4). */
  gradations: Map<number, number>;
  centers: CenterRef[];
}

export interface OrganisationIds {
  /** By abbreviation. */
  associations: Map<string, number>;
  programs: Map<string, number>;
  trialBureau: number;
}

export interface PersonRef {
  id: number;
  person: PersonContent;
  name: string;
  email: string;
  phone: string;
}

export interface UserIds {
  admin: number;
  editor: number;
  researcher: PersonRef;
  /** Everyone who can be linked to an evaluation (researchers, including the demo researcher). */
  researchers: PersonRef[];
}

/** Looks up an id that the seed content itself guarantees; a miss is a bug in the content. */
export function requireId<K>(map: Map<K, number>, key: K, what: string): number {
  const id = map.get(key);
  if (id === undefined) throw new Error(`Demo content refers to unknown ${what}: ${String(key)}`);
  return id;
}
