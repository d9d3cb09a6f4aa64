// The shape every relationship tab repeats: a titled list of items, each read as text with edit
// and remove buttons; "add" opens an empty form above the list and "edit" swaps an item for its
// form in place. Read-only (no buttons) when the user may not edit. The focus goes back to the
// button that opened a form when it closes; saves and removals are announced politely.
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { dangerButton, primaryButton, secondaryButton } from '../../buttons/button-styles.ts';
import { EmptyState } from '../../status/EmptyState.tsx';
import { useRelationText } from './relation-text.ts';
import { formFrame, listHeading } from './relation-styles.ts';
import { useConfirmRemove } from './use-confirm-remove.ts';

/** What a form opened by the list gets: the item (null when adding) and how to close it. */
export interface RelationFormProps<T> {
  item: T | null;
  /** Closes the form; `saved` announces the change. */
  close: (saved?: boolean) => void;
}

interface RelationListProps<T extends { id: string }> {
  title: string;
  items: readonly T[];
  canEdit: boolean;
  emptyText: string;
  addLabel: string;
  /** How the item is named to assistive technology and in the removal question. */
  itemName: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  renderForm: (props: RelationFormProps<T>) => ReactNode;
  /** Removes the item on the server (after the list asked for confirmation). */
  remove: (item: T) => Promise<unknown>;
}

const NEW = 'new';

export function RelationList<T extends { id: string }>({
  title,
  items,
  canEdit,
  emptyText,
  addLabel,
  itemName,
  renderItem,
  renderForm,
  remove,
}: RelationListProps<T>) {
  const t = useRelationText();
  const confirmRemove = useConfirmRemove();
  const id = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const focusNext = useRef<string | null>(null);

  const addId = `${id}-add`;
  const headingId = `${id}-heading`;
  const editId = (item: T) => `${id}-edit-${item.id}`;

  useEffect(() => {
    if (!focusNext.current) return;
    const target = document.getElementById(focusNext.current);
    focusNext.current = null;
    target?.focus();
  });

  const close = (returnTo: string) => (saved?: boolean) => {
    focusNext.current = returnTo;
    setEditing(null);
    if (saved) setAnnouncement(t('saved'));
  };

  const onRemove = async (item: T) => {
    const removed = await confirmRemove(itemName(item), () => remove(item));
    if (!removed) return;
    focusNext.current = headingId;
    setAnnouncement(t('removed', { name: itemName(item) }));
  };

  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} tabIndex={-1} className={listHeading}>
          {title}
        </h2>
        {canEdit && editing !== NEW && (
          <button
            id={addId}
            type="button"
            className={primaryButton}
            onClick={() => setEditing(NEW)}
          >
            {addLabel}
          </button>
        )}
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {editing === NEW && (
        <div className={formFrame}>{renderForm({ item: null, close: close(addId) })}</div>
      )}
      {items.length === 0 ? (
        editing !== NEW && <EmptyState>{emptyText}</EmptyState>
      ) : (
        <ul className="divide-y divide-neutral-300 rounded-md border border-neutral-300 bg-white">
          {items.map((item) => (
            <li key={item.id} className="p-4">
              {editing === item.id ? (
                <div className={formFrame}>{renderForm({ item, close: close(editId(item)) })}</div>
              ) : (
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0 flex-1">{renderItem(item)}</div>
                  {canEdit && (
                    <div className="flex shrink-0 flex-wrap gap-2">
                      <button
                        id={editId(item)}
                        type="button"
                        className={secondaryButton}
                        aria-label={t('edit.named', { name: itemName(item) })}
                        onClick={() => setEditing(item.id)}
                      >
                        {t('edit')}
                      </button>
                      <button
                        type="button"
                        className={dangerButton}
                        aria-label={t('remove.named', { name: itemName(item) })}
                        onClick={() => void onRemove(item)}
                      >
                        {t('remove')}
                      </button>
                    </div>
                  )}
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
