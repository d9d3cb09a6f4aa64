// Two texts compared word by word (jsdiff's diffWords): what both have, what only the first has
// (removed) and what only the second has (added). A comparison that would take too long (two long
// texts with little in common) gives up, and the texts are shown side by side instead.
import { diffWords } from 'diff';

export type WordChange = 'same' | 'added' | 'removed';

export interface WordPart {
  text: string;
  change: WordChange;
}

/** Beyond this many changed words the two texts are shown whole instead of compared. */
const MAX_EDIT_LENGTH = 2_000;

/** The parts of `before` and `after`, in order; null when they are too different to compare. */
export function wordDiff(before: string, after: string): WordPart[] | null {
  const changes = diffWords(before, after, { maxEditLength: MAX_EDIT_LENGTH });
  if (!changes) return null;
  return changes.map((change) => ({
    text: change.value,
    change: change.added ? 'added' : change.removed ? 'removed' : 'same',
  }));
}
