// The `create` dialog: asks for the title of what is created (required) and hands it back with
// "confirm"; cancel closes without creating. Its texts come from the list-view kit's catalogue.
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { primaryButton, secondaryButton } from '../../buttons/button-styles.ts';
import { listViewMessages } from '../../cms/list/messages/index.ts';
import { TextField } from '../../form/TextField.tsx';
import type { DialogBodyProps } from '../dialog-body-props.ts';

export const TITLE_MAX_LENGTH = 300;

function CreateDialogBody({ dialog, close }: DialogBodyProps<'create'>) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string>();

  // The body loads after the frame has opened: the title field takes the focus once it is there.
  useEffect(() => input.current?.focus(), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = title.trim();
    if (value === '') {
      setError(intl.formatMessage({ id: 'auth.required.default' }));
      input.current?.focus();
      return;
    }
    close({ result: 'confirm', value: { title: value } });
  };

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-6">
      {dialog.message && <p className="text-ink">{dialog.message}</p>}
      <TextField
        ref={input}
        label={dialog.payload.titleLabel}
        name="title"
        autoComplete="off"
        maxLength={TITLE_MAX_LENGTH}
        value={title}
        error={error}
        onChange={(event) => {
          setTitle(event.target.value);
          if (error && event.target.value.trim() !== '') setError(undefined);
        }}
        className="block min-h-11 w-full rounded-md border border-neutral-500 bg-white px-3 py-2 text-ink aria-invalid:border-red-700"
      />
      <div className="flex flex-wrap justify-end gap-3">
        <button
          type="button"
          className={secondaryButton}
          onClick={() => close({ result: 'cancel' })}
        >
          {typeof dialog.cancel === 'string' && dialog.cancel
            ? dialog.cancel
            : intl.formatMessage({ id: 'dialog.cancel' })}
        </button>
        <button type="submit" className={primaryButton}>
          {typeof dialog.confirm === 'string' && dialog.confirm
            ? dialog.confirm
            : intl.formatMessage({ id: 'listView.dialog.create.confirm' })}
        </button>
      </div>
    </form>
  );
}

export default withFeatureMessages(listViewMessages, CreateDialogBody);
