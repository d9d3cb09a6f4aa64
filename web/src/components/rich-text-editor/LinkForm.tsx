// The small form under the toolbar that sets a link: a web address (https:// is added when the
// scheme is missing) or a mailto: address. No <form> element: the editor usually sits inside one.
import { type KeyboardEvent, useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { linkAddress } from './link-address.ts';

interface LinkFormProps {
  id: string;
  initialHref: string;
  onApply(href: string): void;
  onCancel(): void;
  /** A path of this site (`/contact`) is a link too. */
  sitePaths?: boolean;
}

const actionClass =
  'min-h-11 rounded-md px-4 py-2 font-semibold focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus';

export function LinkForm({ id, initialHref, onApply, onCancel, sitePaths = false }: LinkFormProps) {
  const intl = useIntl();
  const inputId = useId();
  const [text, setText] = useState(initialHref);
  const [invalid, setInvalid] = useState(false);

  function apply() {
    const href = linkAddress(text, sitePaths);
    if (href === undefined) {
      setInvalid(true);
      return;
    }
    onApply(href);
  }

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement) {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Enter and Escape for the fields inside
    <div
      id={id}
      className="space-y-2 border-b border-gray-300 bg-surface-muted p-3"
      onKeyDown={onKeyDown}
    >
      <label htmlFor={inputId} className="block font-semibold">
        {intl.formatMessage({ id: 'richText.link.address' })}
      </label>
      <p id={`${inputId}-hint`} className="text-sm text-ink-muted">
        {intl.formatMessage({ id: sitePaths ? 'richText.link.hintSite' : 'richText.link.hint' })}
      </p>
      <input
        id={inputId}
        type="text"
        inputMode="url"
        autoComplete="url"
        // biome-ignore lint/a11y/noAutofocus: the form opens at the user's request
        autoFocus
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setInvalid(false);
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={`${inputId}-hint${invalid ? ` ${inputId}-error` : ''}`}
        className="block w-full rounded-md border border-neutral-500 bg-white px-3 py-2 text-ink aria-invalid:border-red-700"
      />
      {invalid && (
        <p id={`${inputId}-error`} className="text-sm font-semibold text-red-700">
          {intl.formatMessage({
            id: sitePaths ? 'richText.link.invalidSite' : 'richText.link.invalid',
          })}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          onClick={apply}
          className={`${actionClass} bg-brand-primary-dark text-white hover:bg-brand-primary-darker`}
        >
          {intl.formatMessage({ id: 'richText.link.apply' })}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className={`${actionClass} border border-neutral-500 bg-white text-ink hover:bg-gray-100`}
        >
          {intl.formatMessage({ id: 'richText.link.cancel' })}
        </button>
      </div>
    </div>
  );
}
