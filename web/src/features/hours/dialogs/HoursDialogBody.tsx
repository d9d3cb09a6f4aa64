// The `hours` dialog: the form of one hour (day, start and end time, evaluation, kind of work,
// notes). It saves the hour itself (server refusals land under their fields) and closes with
// "saved"; for a stored hour "Verwijderen" closes asking the page to delete it (after confirming).
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { destructiveButton, primaryButton } from '../../../components/buttons/button-styles.ts';
import { DialogCancelButton } from '../../../components/dialog/DialogCancelButton.tsx';
import type { DialogBodyProps } from '../../../components/dialog/dialog-body-props.ts';
import { DateField } from '../../../components/form/DateField.tsx';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { formResolver } from '../../../components/form/form-resolver.ts';
import { formKitMessages } from '../../../components/form/messages/index.ts';
import { valueOptions } from '../../../components/form/options.ts';
import { SelectField } from '../../../components/form/SelectField.tsx';
import { TextareaField } from '../../../components/form/TextareaField.tsx';
import { TextInputField } from '../../../components/form/TextInputField.tsx';
import { withFeatureMessages } from '../../../i18n/feature-messages.tsx';
import { hourTypeLabel, hourTypes } from '../hour-types.ts';
import { type HourValues, hourSchema, hourValues } from '../hour-values.ts';
import { hoursMessages } from '../messages/index.ts';
import { useHourProjects } from './use-hour-projects.ts';
import { useSaveHour } from './use-save-hour.ts';

function HoursDialogBody({ dialog, close }: DialogBodyProps<'hours'>) {
  const intl = useIntl();
  const { hour, onlyOwnProjects } = dialog.payload;
  const form = useForm<HourValues>({
    resolver: formResolver(hourSchema),
    defaultValues: hourValues(hour),
  });
  const current = useMemo(
    () =>
      hour.projectId && hour.projectTitle ? { id: hour.projectId, title: hour.projectTitle } : null,
    [hour.projectId, hour.projectTitle],
  );
  const projects = useHourProjects(onlyOwnProjects, current);
  const { save, otherMessages } = useSaveHour(form, hour.id);
  const typeOptions = useMemo(
    () => valueOptions(hourTypes, (type) => intl.formatMessage({ id: hourTypeLabel(type) })),
    [intl],
  );

  const submit = form.handleSubmit(async (values) => {
    const id = await save(values);
    if (id) close({ result: 'confirm', value: { action: 'saved', id } });
  });
  const saving = form.formState.isSubmitting;

  // The start and end: the browser's time control, in steps of five minutes.
  const time = (name: 'start' | 'end') => (
    <TextInputField
      control={form.control}
      name={name}
      label={intl.formatMessage({ id: `hours.form.${name}` })}
      type="time"
      step={300}
    />
  );

  return (
    <form noValidate onSubmit={submit} className="mt-4 space-y-4">
      <FormAlert messages={otherMessages} />
      <DateField
        control={form.control}
        name="day"
        label={intl.formatMessage({ id: 'hours.form.day' })}
      />
      <div className="grid grid-cols-2 gap-4">
        {time('start')}
        {time('end')}
      </div>
      <SelectField
        control={form.control}
        name="projectId"
        required={false}
        label={intl.formatMessage({ id: 'hours.form.project' })}
        placeholder={intl.formatMessage({ id: 'hours.form.noProject' })}
        hint={projects.failed ? intl.formatMessage({ id: 'hours.form.projectsFailed' }) : undefined}
        options={projects.options}
      />
      <SelectField
        control={form.control}
        name="hourType"
        label={intl.formatMessage({ id: 'hours.form.hourType' })}
        options={typeOptions}
      />
      <TextareaField
        control={form.control}
        name="description"
        required={false}
        rows={3}
        maxLength={2000}
        label={intl.formatMessage({ id: 'hours.form.description' })}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        {hour.id && (
          <button
            type="button"
            className={`${destructiveButton} me-auto`}
            disabled={saving}
            onClick={() => close({ result: 'confirm', value: { action: 'delete' } })}
          >
            {intl.formatMessage({ id: 'hours.form.delete' })}
          </button>
        )}
        <DialogCancelButton onClick={() => close({ result: 'cancel' })} />
        <button
          type="submit"
          className={primaryButton}
          disabled={saving}
          aria-busy={saving || undefined}
        >
          {intl.formatMessage({ id: 'hours.form.save' })}
        </button>
      </div>
    </form>
  );
}

export default withFeatureMessages([formKitMessages, hoursMessages], HoursDialogBody);
