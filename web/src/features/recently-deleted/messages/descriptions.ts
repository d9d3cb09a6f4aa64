// What each text of the recentlyDeleted catalogue is for, for translators and reviewers (STYLE.md:
// every message has a description). Typed by the Dutch catalogue: a key without a description
// does not compile, and messages.test.ts checks none is empty.
import type { RecentlyDeletedMessageKey } from './index.ts';

export const recentlyDeletedDescriptions: Record<RecentlyDeletedMessageKey, string> = {
  'recentlyDeleted.intro':
    "Introduction under the screen's title: what is listed and in which order.",
  'recentlyDeleted.caption': "The table's caption (for screen readers).",
  'recentlyDeleted.column.what': "Column: the deleted record's or item's name.",
  'recentlyDeleted.column.kind': 'Column: what kind of thing it is (care evaluation, document...).',
  'recentlyDeleted.column.by': 'Column: who deleted it, with their role then.',
  'recentlyDeleted.column.when': 'Column: when, in words and as a date.',
  'recentlyDeleted.column.actions': 'Column of the restore buttons.',
  'recentlyDeleted.owner':
    "Under a removed item's name: the record it belonged to; {kind} its kind in lower case, {title} its title.",
  'recentlyDeleted.untitled': 'Stands in for a name the history did not record.',
  'recentlyDeleted.restore': 'Row button and confirm button: brings the row back.',
  'recentlyDeleted.restoreFor': "The row button's accessible name, naming the row: {name}.",
  'recentlyDeleted.confirm.title': "Title of the restore's confirmation; {name} what comes back.",
  'recentlyDeleted.confirm.message': 'Text of that confirmation.',
  'recentlyDeleted.restored': 'Polite status after a restore; {name} what came back.',
  'recentlyDeleted.refused':
    'First line of the alert when the server refuses a restore (its reasons follow); {name} what was asked.',
  'recentlyDeleted.empty': 'Shown instead of the table when nothing can be brought back.',
  'recentlyDeleted.kind.evaluations':
    'A kind of record or item, as the history names it (evaluations), in the Kind column.',
  'recentlyDeleted.kind.associations':
    'A kind of record or item, as the history names it (associations), in the Kind column.',
  'recentlyDeleted.kind.programs':
    'A kind of record or item, as the history names it (programs), in the Kind column.',
  'recentlyDeleted.kind.trial-bureau':
    'A kind of record or item, as the history names it (trial-bureau), in the Kind column.',
  'recentlyDeleted.kind.users':
    'A kind of record or item, as the history names it (users), in the Kind column.',
  'recentlyDeleted.kind.centers':
    'A kind of record or item, as the history names it (centers), in the Kind column.',
  'recentlyDeleted.kind.specializations':
    'A kind of record or item, as the history names it (specializations), in the Kind column.',
  'recentlyDeleted.kind.gradations':
    'A kind of record or item, as the history names it (gradations), in the Kind column.',
  'recentlyDeleted.kind.documents':
    'A kind of record or item, as the history names it (documents), in the Kind column.',
  'recentlyDeleted.kind.posts':
    'A kind of record or item, as the history names it (posts), in the Kind column.',
  'recentlyDeleted.kind.links':
    'A kind of record or item, as the history names it (links), in the Kind column.',
  'recentlyDeleted.kind.events':
    'A kind of record or item, as the history names it (events), in the Kind column.',
  'recentlyDeleted.kind.people':
    'A kind of record or item, as the history names it (people), in the Kind column.',
  'recentlyDeleted.kind.criteria':
    'A kind of record or item, as the history names it (criteria), in the Kind column.',
  'recentlyDeleted.kind.participants':
    'A kind of record or item, as the history names it (participants), in the Kind column.',
  'recentlyDeleted.kind.measures':
    'A kind of record or item, as the history names it (measures), in the Kind column.',
  'recentlyDeleted.kind.applicables':
    'A kind of record or item, as the history names it (applicables), in the Kind column.',
  'recentlyDeleted.kind.data':
    'A kind of record or item, as the history names it (data), in the Kind column.',
  'recentlyDeleted.kind.settings':
    'A kind of record or item, as the history names it (settings), in the Kind column.',
  'recentlyDeleted.kind.hours':
    'A kind of record or item, as the history names it (hours), in the Kind column.',
};
