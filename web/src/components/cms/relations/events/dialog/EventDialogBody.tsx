// The `event` dialog: title, type, all day or start and end, repetition, room, website and
// description of an event. "Opslaan" hands the checked values back; "Verwijderen" (an existing
// event) asks the tab to delete it. The tab saves; a refusal comes back as `fieldErrors`, shown
// under the fields with the first one focused.
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import {
  destructiveButton,
  primaryButton,
  secondaryButton,
} from '../../../../buttons/button-styles.ts';
import type { DialogBodyProps } from '../../../../dialog/dialog-body-props.ts';
import { DateField } from '../../../../form/DateField.tsx';
import { FormAlert } from '../../../../form/FormAlert.tsx';
import { formResolver } from '../../../../form/form-resolver.ts';
import { formKitMessages } from '../../../../form/messages/index.ts';
import { SelectField } from '../../../../form/SelectField.tsx';
import { SwitchField } from '../../../../form/SwitchField.tsx';
import { TextInputField } from '../../../../form/TextInputField.tsx';
import { RichTextInput } from '../../RichTextInput.tsx';
import { withFeatureMessages } from '../../../../../i18n/feature-messages.tsx';
import { useEventText } from '../event-text.ts';
import { calendarEventTypes, type EventValues, eventSchema, recurrences } from '../event-values.ts';
import { relationsMessages } from '../../messages/index.ts';
import { DateTimeField } from '../../../../form/DateTimeField.tsx';

function EventDialogBody({ dialog, close }: DialogBodyProps<'event'>) {
  const t = useEventText();
  const { values, canDelete, fieldErrors = [], otherMessages = [] } = dialog.payload;
  const form = useForm<EventValues>({
    resolver: formResolver(eventSchema),
    defaultValues: values,
    mode: 'onTouched',
  });
  const { control, setError, setFocus } = form;
  const allDay = useWatch({ control, name: 'allDay' });

  // The body loads after the frame has opened: the first refused field, or the title, takes focus.
  useEffect(() => {
    fieldErrors.forEach(({ field, message }, index) => {
      setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
    });
    if (fieldErrors.length === 0) setFocus('title');
  }, [fieldErrors, setError, setFocus]);

  const save = form.handleSubmit((checked) =>
    close({ result: 'confirm', value: { action: 'save', values: checked } }),
  );
  const typeOptions = calendarEventTypes.map((type) => ({
    value: type,
    label: t(`type.${type.toLowerCase()}` as 'type.event'),
  }));
  const recurrenceOptions = recurrences.map((recurrence) => ({
    value: recurrence,
    label: t(`recurrence.${recurrence.toLowerCase()}` as 'recurrence.none'),
  }));

  return (
    <form noValidate onSubmit={(event) => void save(event)} className="mt-4 space-y-4">
      <FormAlert messages={otherMessages} />
      <TextInputField control={control} name="title" label={t('field.title')} maxLength={300} />
      <SelectField control={control} name="type" label={t('field.type')} options={typeOptions} />
      <SwitchField control={control} name="allDay" label={t('field.allDay')} />
      {allDay ? (
        <DateField control={control} name="date" label={t('field.date')} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <DateTimeField control={control} name="startsAt" label={t('field.startsAt')} />
          <DateTimeField
            control={control}
            name="endsAt"
            label={t('field.endsAt')}
            hint={t('field.endsAt.hint')}
            required={false}
          />
        </div>
      )}
      <SelectField
        control={control}
        name="recurring"
        label={t('field.recurring')}
        options={recurrenceOptions}
      />
      <TextInputField
        control={control}
        name="room"
        label={t('field.room')}
        required={false}
        maxLength={200}
      />
      <TextInputField
        control={control}
        name="url"
        type="url"
        label={t('field.url')}
        hint={t('field.url.hint')}
        required={false}
      />
      <RichTextInput control={control} name="content" label={t('field.content')} />
      <div className="flex flex-wrap items-center justify-between gap-3 pt-2">
        <div>
          {canDelete && (
            <button
              type="button"
              className={destructiveButton}
              onClick={() => close({ result: 'confirm', value: { action: 'delete' } })}
            >
              {t('dialog.delete')}
            </button>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <button
            type="button"
            className={secondaryButton}
            onClick={() => close({ result: 'cancel' })}
          >
            {t('dialog.cancel')}
          </button>
          <button type="submit" className={primaryButton}>
            {t('dialog.save')}
          </button>
        </div>
      </div>
    </form>
  );
}

export default withFeatureMessages([formKitMessages, relationsMessages], EventDialogBody);
