// The mock inbox (spec sections 1, 2 and 9): generated messages in the folders inbox, starred,
// sent and draft, and a compose dialog. A demonstration: it says so, and nothing is sent. The
// chosen folder is in the URL (`?map=sent`); the messages live as long as the page.
import { useCallback, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { primaryButton } from '../../../components/buttons/button-styles.ts';
import type { DashboardMessageKey } from '../messages/index.ts';
import { ComposeDialog, type ComposedMessage } from './ComposeDialog.tsx';
import { MessageList } from './MessageList.tsx';
import {
  type Folder,
  folders,
  generateMessages,
  inFolder,
  type MockMessage,
  seededRandom,
} from './mock-messages.ts';

export const FOLDER_PARAM = 'map';
const sampleCount = 6;

const folderButton =
  'min-h-11 rounded-md border px-3 font-semibold aria-pressed:border-brand-primary-dark aria-pressed:bg-brand-primary-dark aria-pressed:text-white border-gray-300 bg-white hover:bg-surface-muted aria-pressed:hover:bg-brand-primary-darker';

const isFolder = (value: string | null): value is Folder =>
  value !== null && (folders as readonly string[]).includes(value);

export function MockInbox() {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const folder: Folder = isFolder(params.get(FOLDER_PARAM))
    ? (params.get(FOLDER_PARAM) as Folder)
    : 'inbox';
  const [composing, setComposing] = useState(false);
  const [messages, setMessages] = useState<MockMessage[]>(() => {
    const sample = (kind: 'subject' | 'body') =>
      Array.from({ length: sampleCount }, (_, index) =>
        intl.formatMessage({
          id: `dashboard.inbox.sample.${kind}${index + 1}` as DashboardMessageKey,
        }),
      );
    return generateMessages(
      { subjects: sample('subject'), bodies: sample('body') },
      seededRandom(Date.now()),
    );
  });
  const shown = useMemo(() => inFolder(messages, folder), [messages, folder]);

  const choose = (next: Folder) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(FOLDER_PARAM, next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  const send = useCallback((message: ComposedMessage) => {
    setMessages((current) => [
      {
        id: `sent-${Date.now()}`,
        folder: 'sent',
        starred: false,
        ...message,
        at: new Date().toISOString(),
      },
      ...current,
    ]);
  }, []);
  const close = useCallback(() => setComposing(false), []);

  return (
    <section
      aria-labelledby="inbox-title"
      className="space-y-4 rounded-lg border border-gray-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="inbox-title" className="text-xl font-semibold">
          {intl.formatMessage({ id: 'dashboard.inbox.title' })}
        </h2>
        <button type="button" className={primaryButton} onClick={() => setComposing(true)}>
          {intl.formatMessage({ id: 'dashboard.inbox.compose' })}
        </button>
      </div>
      <p className="rounded-md bg-surface-muted p-3 text-sm">
        {intl.formatMessage({ id: 'dashboard.inbox.demo' })}
      </p>
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{intl.formatMessage({ id: 'dashboard.inbox.folders' })}</legend>
        {folders.map((item) => (
          <button
            key={item}
            type="button"
            aria-pressed={item === folder}
            className={folderButton}
            onClick={() => choose(item)}
          >
            {intl.formatMessage(
              { id: 'dashboard.inbox.folderCount' },
              {
                folder: intl.formatMessage({
                  id: `dashboard.inbox.folder.${item}` as DashboardMessageKey,
                }),
                count: inFolder(messages, item).length,
              },
            )}
          </button>
        ))}
      </fieldset>
      <MessageList messages={shown} />
      <ComposeDialog open={composing} onClose={close} onSend={send} />
    </section>
  );
}
