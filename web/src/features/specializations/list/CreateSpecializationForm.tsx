// Inline create above the list: a title field and an add button. A refused title (empty, too
// long, already taken) shows under the field; after adding, the field empties for the next one.
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { required } from '../../../../../schema/rules/schemas.ts';
import { primaryButton } from '../../../components/buttons/button-styles.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { formResolver } from '../../../components/form/form-resolver.ts';
import { TextInputField } from '../../../components/form/TextInputField.tsx';
import { refusalMessages } from './refusal-messages.ts';
import { CreateSpecializationMutation } from './specialization-operations.ts';

const schema = z.object({ title: required(200) });
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

export function CreateSpecializationForm({ onCreated }: { onCreated: () => Promise<unknown> }) {
  const intl = useIntl();
  const [create] = useMutation(CreateSpecializationMutation, { context: { quiet: true } });
  const [alerts, setAlerts] = useState<string[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const form = useForm<Input, unknown, Output>({
    resolver: formResolver(schema),
    defaultValues: { title: '' },
  });

  const submit = form.handleSubmit(async ({ title }) => {
    setAlerts([]);
    setAnnouncement('');
    try {
      const result = await create({ variables: { input: { title } } });
      form.reset({ title: '' });
      await onCreated();
      setAnnouncement(
        intl.formatMessage(
          { id: 'specializations.create.done' },
          { title: result.data?.createSpecialization.title ?? title },
        ),
      );
    } catch (error) {
      setAlerts(refusalMessages(error, form.setError, ['title']));
    }
  });

  const saving = form.formState.isSubmitting;
  return (
    <form noValidate onSubmit={submit} className="space-y-2">
      <FormAlert messages={alerts} />
      <div className="flex flex-wrap items-start gap-3">
        <TextInputField
          control={form.control}
          name="title"
          label={intl.formatMessage({ id: 'specializations.create.label' })}
          maxLength={200}
          autoComplete="off"
          className="min-w-0 flex-1 basis-64"
        />
        <button
          type="submit"
          disabled={saving}
          aria-busy={saving || undefined}
          className={`${primaryButton} sm:mt-7`}
        >
          {intl.formatMessage({
            id: saving ? 'specializations.create.adding' : 'specializations.create.button',
          })}
        </button>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </form>
  );
}
