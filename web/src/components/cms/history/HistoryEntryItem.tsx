// One entry of the timeline: what happened (created, changed, restored...), who with their role
// then, when in words and as a date, which fields by their labels; opened, each field's change
// readable, with "Dit veld terugzetten" beside it, and "Deze versie terugzetten" for the whole
// (or, for an admin, the deleted parts back). Restoring asks first (the timeline's `confirm`).
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { type FragmentType, getFragmentData } from '../../../gql';
import type { HistoryEntry_EntryFragment } from '../../../gql/graphql.ts';
import { secondaryButton } from '../../buttons/button-styles.ts';
import type { EditorFields } from '../editor/editor-fields.ts';
import { actorText } from './actor-text.ts';
import { ChangeGroupView } from './ChangeGroupView.tsx';
import { changedLabels, changeGroups } from './entry-changes.ts';
import { HistoryEntryFragment } from './history-operations.ts';
import { asDateTime, inWords } from './when.ts';

/** What the entry may offer: its restores, and a way to ask for one. */
export interface EntryRestores {
  /** The person may restore a version or a field (they may edit the record). */
  version: boolean;
  /** An admin may bring deleted parts back. */
  deleted: boolean;
  restore: (entry: HistoryEntry_EntryFragment, field: string | null, label: string | null) => void;
  busy: boolean;
}

interface HistoryEntryItemProps {
  entry: FragmentType<typeof HistoryEntryFragment>;
  /** The newest entry: the record as it is now (nothing to restore to). */
  current: boolean;
  fields: EditorFields;
  labels: Readonly<Record<string, string>>;
  restores: EntryRestores;
}

const smallButton = `${secondaryButton} text-sm`;

export function HistoryEntryItem(props: HistoryEntryItemProps) {
  const { current, fields, labels, restores } = props;
  const intl = useIntl();
  const entry = getFragmentData(HistoryEntryFragment, props.entry);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const headingId = useId();
  const groups = changeGroups(entry.changes, fields, labels);
  const names = changedLabels(groups);
  const canVersion = restores.version && !current && !entry.restorable && entry.action !== 'DELETE';
  const canFields = canVersion;

  return (
    <li className="space-y-2 border-s-4 border-brand-primary-dark/30 ps-4">
      <h3 id={headingId} className="font-bold">
        {intl.formatMessage({ id: `cmsHistory.action.${entry.action}` })}
        {current && (
          <span className="ms-2 rounded-full bg-surface-muted px-2 py-0.5 text-sm font-semibold">
            {intl.formatMessage({ id: 'cmsHistory.entry.current' })}
          </span>
        )}
      </h3>
      <p className="text-sm">
        {intl.formatMessage({ id: 'cmsHistory.entry.by' }, { actor: actorText(intl, entry.actor) })}
        {' · '}
        <time dateTime={entry.at}>
          {inWords(intl, entry.at)}, {asDateTime(intl, entry.at)}
        </time>
      </p>
      <p className="text-sm break-words">
        {names.length > 0
          ? intl.formatMessage({ id: 'cmsHistory.entry.fields' }, { fields: names.join(', ') })
          : intl.formatMessage({ id: 'cmsHistory.entry.noFields' })}
      </p>
      <div className="flex flex-wrap gap-2">
        {groups.length > 0 && (
          <button
            type="button"
            className={smallButton}
            aria-expanded={open}
            aria-controls={panelId}
            aria-describedby={headingId}
            onClick={() => setOpen((value) => !value)}
          >
            {intl.formatMessage({ id: open ? 'cmsHistory.entry.hide' : 'cmsHistory.entry.show' })}
          </button>
        )}
        {canVersion && (
          <button
            type="button"
            className={smallButton}
            disabled={restores.busy}
            aria-describedby={headingId}
            onClick={() => restores.restore(entry, null, null)}
          >
            {intl.formatMessage({ id: 'cmsHistory.restore.version' })}
          </button>
        )}
        {restores.deleted && entry.restorable && (
          <button
            type="button"
            className={smallButton}
            disabled={restores.busy}
            onClick={() => restores.restore(entry, null, null)}
          >
            {intl.formatMessage({ id: 'cmsHistory.restore.deleted' })}
          </button>
        )}
      </div>
      {open && (
        <ul id={panelId} className="space-y-4 rounded-md bg-surface-muted p-3">
          {groups.map((group) => (
            <li key={group.field} className="space-y-2">
              <h4 className="font-semibold break-words">{group.label}</h4>
              <ChangeGroupView group={group} fields={fields} />
              {canFields && group.formField && (
                <button
                  type="button"
                  className={smallButton}
                  disabled={restores.busy}
                  onClick={() => restores.restore(entry, group.field, group.label)}
                >
                  {intl.formatMessage({ id: 'cmsHistory.restore.field' })}
                  <span className="sr-only">: {group.label}</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
