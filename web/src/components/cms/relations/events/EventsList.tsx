// The period's occurrences as a list: when, title, type, room and repetition, each with an edit
// button. The calendar for the keyboard and screen readers, and the only one below 960 px.
import { useIntl } from 'react-intl';
import { secondaryButton } from '../../../buttons/button-styles.ts';
import type { EventsRelation_EventFragment } from '../../../../gql/graphql.ts';
import type { Occurrence } from '../../../calendar/occurrences.ts';
import { useRelationText } from '../relation-text.ts';
import { isBackground } from './calendar-events.ts';
import { useEventText } from './event-text.ts';
import { occurrenceWhen } from '../../../calendar/occurrence-when.ts';

export type TabOccurrence = Occurrence<EventsRelation_EventFragment>;

interface EventsListProps {
  headingId: string;
  occurrences: readonly TabOccurrence[];
  canEdit: boolean;
  onEdit: (event: EventsRelation_EventFragment) => void;
}

export function EventsList({ headingId, occurrences, canEdit, onEdit }: EventsListProps) {
  const intl = useIntl();
  const t = useEventText();
  const listText = useRelationText();
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h3 id={headingId} className="text-lg font-bold text-ink">
        {t('listTitle')}
      </h3>
      {occurrences.length === 0 ? (
        <p className="rounded-md border border-dashed border-neutral-400 p-4 text-ink-muted">
          {t('empty')}
        </p>
      ) : (
        <ul className="divide-y divide-neutral-300 rounded-md border border-neutral-300 bg-white">
          {occurrences.map((occurrence) => {
            const { event } = occurrence;
            const details = [
              t(`type.${event.type.toLowerCase()}` as 'type.event'),
              event.room,
              event.recurring === 'NONE'
                ? null
                : t('recurring.label', {
                    recurrence: t(
                      `recurrence.${event.recurring.toLowerCase()}` as 'recurrence.none',
                    ),
                  }),
              isBackground(event) ? t('background') : null,
            ].filter(Boolean);
            return (
              <li
                key={occurrence.key}
                className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="min-w-0 space-y-1">
                  <p className="font-semibold break-words">{event.title}</p>
                  <p className="text-sm text-ink-muted">
                    <time dateTime={occurrence.start}>{occurrenceWhen(intl, occurrence)}</time>
                    {details.length > 0 && ` · ${details.join(' · ')}`}
                  </p>
                </div>
                {canEdit && (
                  <button
                    type="button"
                    className={`${secondaryButton} shrink-0`}
                    aria-label={listText('edit.named', { name: event.title })}
                    onClick={() => onEdit(event)}
                  >
                    {listText('edit')}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
