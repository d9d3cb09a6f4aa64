// The compose dialog's recipients: the chosen contacts (each removable) and a search field whose
// suggestions (from the user directory) appear once more than two characters are typed.
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { type Contact, useContactSearch } from './use-contact-search.ts';

const input =
  'block min-h-11 w-full rounded-md border border-neutral-500 bg-white px-3 py-2 text-ink';
const chip =
  'inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-primary-dark px-3 text-sm font-semibold text-brand-primary-dark hover:bg-surface-muted';

interface ContactPickerProps {
  chosen: readonly Contact[];
  onChange: (contacts: Contact[]) => void;
}

export function ContactPicker({ chosen, onChange }: ContactPickerProps) {
  const intl = useIntl();
  const id = useId();
  const [text, setText] = useState('');
  const search = useContactSearch(text);
  const chosenIds = new Set(chosen.map((contact) => contact.id));
  const suggestions =
    search.status === 'done' ? search.contacts.filter((contact) => !chosenIds.has(contact.id)) : [];

  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">
        {intl.formatMessage({ id: 'dashboard.compose.recipients' })}
      </legend>
      {chosen.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {chosen.map((contact) => (
            <li key={contact.id}>
              <button
                type="button"
                className={chip}
                onClick={() => onChange(chosen.filter((item) => item.id !== contact.id))}
              >
                {contact.name}
                <span aria-hidden="true">×</span>
                <span className="sr-only">
                  {intl.formatMessage({ id: 'dashboard.compose.remove' }, { name: contact.name })}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-search`} className="block text-sm font-semibold">
        {intl.formatMessage({ id: 'dashboard.compose.search' })}
      </label>
      <p id={`${id}-hint`} className="text-sm text-ink-muted">
        {intl.formatMessage({ id: 'dashboard.compose.searchHint' })}
      </p>
      <input
        id={`${id}-search`}
        type="search"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        aria-describedby={`${id}-hint ${id}-status`}
        className={input}
      />
      <p id={`${id}-status`} role="status" className="min-h-5 text-sm text-ink-muted">
        {search.status === 'searching' && intl.formatMessage({ id: 'dashboard.compose.searching' })}
        {search.status === 'failed' && intl.formatMessage({ id: 'dashboard.compose.searchFailed' })}
        {search.status === 'done' &&
          suggestions.length === 0 &&
          intl.formatMessage({ id: 'dashboard.compose.noMatches' })}
      </p>
      {suggestions.length > 0 && (
        <ul
          aria-label={intl.formatMessage({ id: 'dashboard.compose.suggestions' })}
          className="max-h-48 divide-y divide-gray-200 overflow-y-auto rounded-md border border-gray-300"
          data-testid="contact-suggestions"
        >
          {suggestions.map((contact) => (
            <li key={contact.id}>
              <button
                type="button"
                className="block min-h-11 w-full px-3 py-2 text-start hover:bg-surface-muted"
                onClick={() => {
                  onChange([...chosen, contact]);
                  setText('');
                }}
              >
                <span className="font-semibold">{contact.name}</span>
                {contact.organisation && (
                  <span className="block text-sm text-ink-muted">{contact.organisation}</span>
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
