// The `create` dialog: asks for the title of what is created (required) and hands it back with
// "confirm"; cancel closes without creating. Its texts come from the list-view kit's catalogue.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { primaryButton, secondaryButton } from '../../buttons/button-styles.ts';
import { listViewMessages } from '../../cms/list/messages/index.ts';
import { AllFieldsRequired } from '../../form/AllFieldsRequired.tsx';
import { TextInputField } from '../../form/TextInputField.tsx';
import type { DialogBodyProps } from '../dialog-body-props.ts';

export const TITLE_MAX_LENGTH = 300;

const titleSchema = z.object({
  title: z.string().trim().min(1, { error: 'auth.required.default' }),
});

function CreateDialogBody({ dialog, close }: DialogBodyProps<'create'>) {
  const intl = useIntl();
  const { control, handleSubmit, setFocus } = useForm<
    z.input<typeof titleSchema>,
    unknown,
    z.output<typeof titleSchema>
  >({ resolver: zodResolver(titleSchema), defaultValues: { title: '' } });

  // The body loads after the frame has opened: the title field takes the focus once it is there.
  useEffect(() => setFocus('title'), [setFocus]);

  const submit = handleSubmit(({ title }) => close({ result: 'confirm', value: { title } }));

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-6">
      {dialog.message && <p className="text-ink">{dialog.message}</p>}
      {/* The one field of the dialog: no mark needed to say it is required. */}
      <AllFieldsRequired>
        <TextInputField
          control={control}
          name="title"
          label={dialog.payload.titleLabel}
          autoComplete="off"
          maxLength={TITLE_MAX_LENGTH}
        />
      </AllFieldsRequired>
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
