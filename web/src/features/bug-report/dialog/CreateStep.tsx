// Step 1: the title and the description, both required (the shared rules, as every form).
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { required } from '../../../../../schema/rules/schemas.ts';
import { primaryButton, secondaryButton } from '../../../components/buttons/button-styles.ts';
import { formResolver } from '../../../components/form/form-resolver.ts';
import { TextareaField } from '../../../components/form/TextareaField.tsx';
import { TextInputField } from '../../../components/form/TextInputField.tsx';
import { useDispatch } from '../../../store/hooks.tsx';
import { useBugReportText } from '../messages/index.ts';
import { DESCRIPTION_MAX, TITLE_MAX } from '../state/bug-report-state.ts';
import { useFocusOnMount } from './use-focus-on-mount.ts';

export const createStepSchema = z.object({
  title: required(TITLE_MAX),
  description: required(DESCRIPTION_MAX),
});

type CreateStepInput = z.input<typeof createStepSchema>;
type CreateStepOutput = z.output<typeof createStepSchema>;

export function CreateStep({
  title,
  description,
  onCancel,
}: {
  title: string;
  description: string;
  onCancel: () => void;
}) {
  const t = useBugReportText();
  const dispatch = useDispatch();
  const heading = useFocusOnMount<HTMLHeadingElement>();
  const form = useForm<CreateStepInput, unknown, CreateStepOutput>({
    resolver: formResolver(createStepSchema),
    defaultValues: { title, description },
  });
  const next = form.handleSubmit((values) =>
    dispatch({ type: 'bugReport/step-next', title: values.title, description: values.description }),
  );

  return (
    <form noValidate onSubmit={(event) => void next(event)} className="mt-4 space-y-4">
      <h3 ref={heading} tabIndex={-1} className="text-lg font-semibold text-ink">
        {t('bugReport.create.heading')}
      </h3>
      <p className="text-ink">{t('bugReport.create.intro')}</p>
      <TextInputField
        control={form.control}
        name="title"
        label={t('bugReport.field.title')}
        maxLength={TITLE_MAX}
      />
      <TextareaField
        control={form.control}
        name="description"
        label={t('bugReport.field.description')}
        rows={5}
        maxLength={DESCRIPTION_MAX}
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <button type="button" className={secondaryButton} onClick={onCancel}>
          {t('bugReport.action.cancel')}
        </button>
        <button type="submit" className={primaryButton}>
          {t('bugReport.action.next')}
        </button>
      </div>
    </form>
  );
}
