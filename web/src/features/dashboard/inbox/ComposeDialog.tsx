// The mock inbox's compose dialog (a Headless UI dialog of this feature, not a kind of the app's
// dialog queue: it belongs to this widget and hands its message straight back). Recipients come
// from the user directory; the send button reads 'Versturen', then 'Verstuurd' for a moment
// before the dialog closes and the message shows in "sent". Nothing is really sent.
import { Dialog, DialogBackdrop, DialogPanel, DialogTitle } from '@headlessui/react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { primaryButton, secondaryButton } from '../../../components/buttons/button-styles.ts';
import { ContactPicker } from './ContactPicker.tsx';
import type { Contact } from './use-contact-search.ts';

/** How long 'Verstuurd' shows before the dialog closes. */
export const SENT_PAUSE_MS = 1200;

export interface ComposedMessage {
  people: string[];
  subject: string;
  body: string;
}

interface ComposeDialogProps {
  open: boolean;
  onClose: () => void;
  onSend: (message: ComposedMessage) => void;
}

const field =
  'block min-h-11 w-full rounded-md border border-neutral-500 bg-white px-3 py-2 text-ink';

export function ComposeDialog({ open, onClose, onSend }: ComposeDialogProps) {
  const intl = useIntl();
  const id = useId();
  const [recipients, setRecipients] = useState<Contact[]>([]);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [sent, setSent] = useState(false);
  const [missing, setMissing] = useState(false);

  useEffect(() => {
    if (!open) {
      setRecipients([]);
      setSubject('');
      setBody('');
      setSent(false);
      setMissing(false);
    }
  }, [open]);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(onClose, SENT_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [sent, onClose]);

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (sent) return;
    if (recipients.length === 0 || subject.trim() === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    onSend({
      people: recipients.map((contact) => contact.name),
      subject: subject.trim(),
      body: body.trim(),
    });
    setSent(true);
  };

  return (
    <Dialog open={open} onClose={() => undefined} className="fixed inset-0 z-50 overflow-y-auto">
      <DialogBackdrop className="fixed inset-0 bg-black/50" />
      <div className="relative flex min-h-full items-center justify-center p-4">
        <DialogPanel
          className="w-full max-w-[500px] rounded-lg border-t-4 border-t-brand-primary bg-white p-6 shadow-xl"
          onKeyDown={(event) => {
            if (event.key === 'Escape' && !event.defaultPrevented) onClose();
          }}
        >
          <DialogTitle className="text-xl font-bold text-ink">
            {intl.formatMessage({ id: 'dashboard.compose.title' })}
          </DialogTitle>
          <p className="mt-1 text-sm text-ink-muted">
            {intl.formatMessage({ id: 'dashboard.inbox.demo' })}
          </p>
          <form noValidate onSubmit={send} className="mt-4 space-y-4">
            <ContactPicker chosen={recipients} onChange={setRecipients} />
            <div className="space-y-1">
              <label htmlFor={`${id}-subject`} className="block font-semibold">
                {intl.formatMessage({ id: 'dashboard.compose.subject' })}
              </label>
              <input
                id={`${id}-subject`}
                value={subject}
                maxLength={200}
                onChange={(event) => setSubject(event.target.value)}
                className={field}
              />
            </div>
            <div className="space-y-1">
              <label htmlFor={`${id}-body`} className="block font-semibold">
                {intl.formatMessage({ id: 'dashboard.compose.body' })}
              </label>
              <textarea
                id={`${id}-body`}
                rows={4}
                value={body}
                maxLength={5000}
                onChange={(event) => setBody(event.target.value)}
                className={field}
              />
            </div>
            {missing && (
              <p role="alert" className="font-semibold text-red-700">
                {intl.formatMessage({ id: 'dashboard.compose.missing' })}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-3">
              <button type="button" className={secondaryButton} onClick={onClose}>
                {intl.formatMessage({ id: 'dashboard.compose.cancel' })}
              </button>
              <button type="submit" className={primaryButton} aria-disabled={sent || undefined}>
                {intl.formatMessage({
                  id: sent ? 'dashboard.compose.sent' : 'dashboard.compose.send',
                })}
              </button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
