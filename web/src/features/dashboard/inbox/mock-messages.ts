// The mock inbox's messages (spec sections 1 and 9): 1 to 20 generated ones in the folders inbox,
// sent and draft (some inbox messages starred). Generation takes its random source, so a seeded
// one gives the same messages every time (tests) and the page gets a new set per visit.

export type Folder = 'inbox' | 'starred' | 'sent' | 'draft';
export const folders: readonly Folder[] = ['inbox', 'starred', 'sent', 'draft'];

export const MIN_MESSAGES = 1;
export const MAX_MESSAGES = 20;

export interface MockMessage {
  id: string;
  folder: Exclude<Folder, 'starred'>;
  starred: boolean;
  /** The sender (inbox) or the recipients (sent, draft). */
  people: string[];
  subject: string;
  body: string;
  /** ISO moment. */
  at: string;
}

/** A random source: a number in [0, 1), like Math.random. */
export type Random = () => number;

/** A seeded random source (mulberry32): the same seed gives the same numbers. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const senders = [
  'Dr. A. de Vries',
  'Mw. S. Jansen',
  'Prof. dr. P. Bakker',
  'Dhr. M. Visser',
  'Drs. L. Smit',
  'Mw. F. el Amrani',
];

export interface SampleTexts {
  subjects: readonly string[];
  bodies: readonly string[];
}

const pick = <T>(items: readonly T[], random: Random): T =>
  items[Math.floor(random() * items.length)] as T;

/** 1 to 20 messages, newest first, the latest sent `now` at most two weeks back. */
export function generateMessages(
  texts: SampleTexts,
  random: Random = Math.random,
  now: Date = new Date(),
): MockMessage[] {
  const count = MIN_MESSAGES + Math.floor(random() * (MAX_MESSAGES - MIN_MESSAGES + 1));
  const messages: MockMessage[] = [];
  let at = now.getTime();
  for (let index = 0; index < count; index += 1) {
    const kind = random();
    const folder = kind < 0.65 ? 'inbox' : kind < 0.85 ? 'sent' : 'draft';
    at -= Math.floor(random() * 20 * 3_600_000) + 60_000;
    messages.push({
      id: `mock-${index + 1}`,
      folder,
      starred: folder === 'inbox' && random() < 0.3,
      people: [pick(senders, random)],
      subject: pick(texts.subjects, random),
      body: pick(texts.bodies, random),
      at: new Date(at).toISOString(),
    });
  }
  return messages;
}

/** The messages a folder shows; "starred" gathers the starred ones of any folder. */
export function inFolder(messages: readonly MockMessage[], folder: Folder): MockMessage[] {
  return messages.filter((message) =>
    folder === 'starred' ? message.starred : message.folder === folder,
  );
}
