// What each text of the cmsHistory catalogue is for, for translators and reviewers (STYLE.md:
// every message has a description). Typed by the Dutch catalogue: a key without a description
// does not compile, and messages.test.ts checks none is empty.
import type { CmsHistoryMessageKey } from './index.ts';

export const cmsHistoryDescriptions: Record<CmsHistoryMessageKey, string> = {
  'cmsHistory.tab': "Label of the editor tab that shows the record's history.",
  'cmsHistory.title': "Heading above the history timeline; also the name of the timeline's list.",
  'cmsHistory.intro': 'One line under the heading: what the timeline shows and how to read it.',
  'cmsHistory.empty': 'Shown instead of the timeline when the record has no recorded change yet.',
  'cmsHistory.forbidden':
    'Calm note when the server refuses the history (a record the person may not edit).',
  'cmsHistory.action.CREATE': "An entry's heading: the record was created.",
  'cmsHistory.action.UPDATE': "An entry's heading: the record or one of its relationships changed.",
  'cmsHistory.action.DELETE': "An entry's heading: the record was deleted.",
  'cmsHistory.action.RESTORE':
    "An entry's heading: a version, a field or a deleted part was brought back.",
  'cmsHistory.action.MERGE':
    "An entry's heading: other records (centres) were merged into this one.",
  'cmsHistory.role.admin': 'Role of the person who made a change, in running text (lower case).',
  'cmsHistory.role.editor': 'Role of the person who made a change, in running text (lower case).',
  'cmsHistory.role.researcher':
    'Role of the person who made a change, in running text (lower case).',
  'cmsHistory.actor': 'Who made a change: {name} their name then, {role} their role then.',
  'cmsHistory.actorUnknown':
    'Who made a change when no one was signed in (a password set with a mailed link).',
  'cmsHistory.entry.by': "Under an entry's heading: by whom; {actor} is the actor text.",
  'cmsHistory.entry.fields':
    "Under an entry's heading: the labels of the fields it changed, comma-separated.",
  'cmsHistory.entry.noFields': "Under an entry's heading when it names no field.",
  'cmsHistory.entry.current': 'Badge on the newest entry: the record as it is now.',
  'cmsHistory.entry.show': "Button that opens an entry's diff per field.",
  'cmsHistory.entry.hide': 'The same button once the diff is open.',
  'cmsHistory.diff.before': "Label of a field's value before the change.",
  'cmsHistory.diff.after': "Label of a field's value after the change.",
  'cmsHistory.diff.added': 'For screen readers, before words a change added to a text.',
  'cmsHistory.diff.removed': 'For screen readers, before words a change removed from a text.',
  'cmsHistory.diff.itemsAdded':
    'Heading of the items a change added to a list (criteria, documents...).',
  'cmsHistory.diff.itemsRemoved': 'Heading of the items a change removed from a list.',
  'cmsHistory.diff.itemChanged': "Start of a line naming one item's field a change changed.",
  'cmsHistory.diff.secret': 'A change of a secret (a password), whose values are never recorded.',
  'cmsHistory.value.empty': 'Shown for a field that has no value.',
  'cmsHistory.value.yes': "A yes/no field's value: yes.",
  'cmsHistory.value.no': "A yes/no field's value: no.",
  'cmsHistory.restore.version':
    'Button on an entry: brings the whole record back to how it was after it.',
  'cmsHistory.restore.field':
    "Button under one field's diff: brings that field back to its value after the entry.",
  'cmsHistory.restore.deleted':
    'Button on an entry that removed parts (admins): brings those parts back.',
  'cmsHistory.restore.confirm': "Confirm button of a restore's confirmation.",
  'cmsHistory.restore.versionTitle': 'Title of the confirmation of restoring a whole version.',
  'cmsHistory.restore.versionMessage':
    "Text of that confirmation; {when} is the entry's date and time.",
  'cmsHistory.restore.fieldTitle': 'Title of the confirmation of restoring one field.',
  'cmsHistory.restore.fieldMessage':
    "Text of that confirmation; {field} the field's label, {when} the entry's date and time.",
  'cmsHistory.restore.deletedTitle': 'Title of the confirmation of bringing deleted parts back.',
  'cmsHistory.restore.deletedMessage': "Text of that confirmation; {items} the parts' names.",
  'cmsHistory.restore.done':
    'Polite status after a restore; {fields} the labels of what came back.',
  'cmsHistory.restore.doneNothing':
    'Polite status after a restore that changed nothing (the values already were so).',
  'cmsHistory.restore.failed':
    "First line of the alert when a restore is refused; the server's reasons follow.",
  'cmsHistory.paging.label': "Name of the timeline's pager.",
  'cmsHistory.paging.previous': 'Pager step to the previous page.',
  'cmsHistory.paging.next': 'Pager step to the next page.',
  'cmsHistory.paging.status': "Between the pager's steps: {page} of {lastPage}.",
  'cmsHistory.export.label': "Before the admin's export links of the record's history.",
  'cmsHistory.export.csv': "Link: downloads the record's history as CSV.",
  'cmsHistory.export.json': "Link: downloads the record's history as JSON.",
  'cmsHistory.dialog.title':
    'Title of the history dialog of a centre or specialization; {title} its name.',
  'cmsHistory.dialog.close': 'Button that closes the history dialog.',
  'cmsHistory.open': 'Row button of a centre or specialization that opens its history.',
  'cmsHistory.openNamed': "That button's accessible name, naming the row: {name}.",
  'cmsHistory.conflict.title':
    'Title of the conflict dialog: someone else saved the same fields meanwhile.',
  'cmsHistory.conflict.intro': 'Text under that title: what happened and what to choose.',
  'cmsHistory.conflict.mine':
    "Heading of the person's own value of a field in the conflict dialog.",
  'cmsHistory.conflict.theirs': "Heading of the other person's value of that field.",
  'cmsHistory.conflict.changedBy':
    'Under the other value: who changed it ({actor}) and when ({when}, in words and as a date).',
  'cmsHistory.conflict.changedAt': 'The same without a known person: when ({when}).',
  'cmsHistory.conflict.marked': 'Legend of the highlighted words of a compared text.',
  'cmsHistory.conflict.versionOf':
    "Name of a value's scrolling box: {version} (yours or theirs) of {field}.",
  'cmsHistory.conflict.choice':
    "For screen readers: the question of a field's choice; {field} its label.",
  'cmsHistory.conflict.choice.mine': "Choice: keep the person's own value of the field.",
  'cmsHistory.conflict.choice.theirs': "Choice: take the other person's value.",
  'cmsHistory.conflict.choice.edit':
    'Choice: put the other value in the field and edit it before saving again.',
  'cmsHistory.conflict.required':
    'Alert when the dialog is confirmed without a choice for every field.',
  'cmsHistory.conflict.confirm':
    'Confirm button of the conflict dialog (the form then saves again).',
  'cmsHistory.conflict.unsaved':
    "Save bar's status after the conflict dialog was closed without choosing.",
  'cmsHistory.conflict.editing':
    "Save bar's status after choosing Edit; {fields} the labels of the fields to edit.",
  'cmsHistory.conflict.notes':
    "Heading of the box below the form with the person's own values of the fields being edited.",
  'cmsHistory.conflict.notesHide': 'Button that hides that box.',
};
