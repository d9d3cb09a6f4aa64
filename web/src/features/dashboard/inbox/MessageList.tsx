// The messages of one folder of the mock inbox: who, subject, a preview cut to 50 characters plus
// '...' and when.
import { useIntl } from 'react-intl';
import { EmptyState } from '../../../components/status/EmptyState.tsx';
import type { MockMessage } from './mock-messages.ts';
import { truncatePreview } from './truncate.ts';

export function MessageList({ messages }: { messages: readonly MockMessage[] }) {
  const intl = useIntl();
  if (messages.length === 0)
    return <EmptyState>{intl.formatMessage({ id: 'dashboard.inbox.empty' })}</EmptyState>;
  return (
    <ul className="divide-y divide-gray-200" data-testid="inbox-messages">
      {messages.map((message) => {
        const people = message.people.join(', ');
        return (
          <li key={message.id} className="space-y-1 py-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-3">
              <p className="font-semibold">
                {message.folder === 'inbox'
                  ? people
                  : intl.formatMessage({ id: 'dashboard.inbox.to' }, { names: people })}
                {message.starred && (
                  <span className="ms-2 text-brand-secondary-dark">
                    <span aria-hidden="true">★</span>
                    <span className="sr-only">
                      {intl.formatMessage({ id: 'dashboard.inbox.starred' })}
                    </span>
                  </span>
                )}
              </p>
              <time dateTime={message.at} className="text-sm text-ink-muted">
                {intl.formatDate(message.at, {
                  day: 'numeric',
                  month: 'short',
                  hour: '2-digit',
                  minute: '2-digit',
                })}
              </time>
            </div>
            <p>{message.subject}</p>
            {message.body && (
              <p className="text-sm text-ink-muted">{truncatePreview(message.body)}</p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
