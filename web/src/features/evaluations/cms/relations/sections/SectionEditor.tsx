// One section (study population, background or intervention): its status and, unless it does not
// apply, its text. Saving creates the section when it does not exist yet; choosing "not
// applicable" clears the text. Read-only it shows the status and the text.

import { useEffect, useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { dangerButton, primaryButton } from '../../../../../components/buttons/button-styles.ts';
import { RichText } from '../../../../../components/content/RichText.tsx';
import { formResolver } from '../../../../../components/form/form-resolver.ts';
import { RadioGroupField } from '../../../../../components/form/RadioGroupField.tsx';
import { RichTextInput } from '../../../../../components/cms/relations/RichTextInput.tsx';
import { listHeading } from '../../../../../components/cms/relations/relation-styles.ts';
import { useConfirmRemove } from '../../../../../components/cms/relations/use-confirm-remove.ts';
import { refetchOf } from '../../../../../components/cms/relations/use-relation-query.tsx';
import { useRelationSubmit } from '../../../../../components/cms/relations/use-relation-submit.ts';
import { useRelationWrites } from '../../../../../components/cms/relations/use-relation-writes.ts';
import type { SectionsTab_ApplicableFragment } from '../../../../../gql/graphql.ts';
import { applicabilityLabel, applicableLabel } from '../../../labels.ts';
import { useEvaluationRelationText } from '../shared/evaluation-relation-text.ts';
import {
  type SectionType,
  sectionInput,
  sectionStatus,
  sectionStatuses,
} from './section-status.ts';
import { type SectionValues, sectionSchema, sectionValues } from './section-values.ts';
import { SectionsQuery, sectionWrites } from './sections-operations.ts';

interface SectionEditorProps {
  evaluationId: string;
  type: SectionType;
  section: SectionsTab_ApplicableFragment | null;
  canEdit: boolean;
}

export function SectionEditor({ evaluationId, type, section, canEdit }: SectionEditorProps) {
  const intl = useIntl();
  const headingId = useId();
  const title = intl.formatMessage({ id: applicableLabel(type) });
  return (
    <section
      aria-labelledby={headingId}
      className="space-y-4 rounded-md border border-neutral-300 bg-white p-4"
    >
      <h2 id={headingId} className={listHeading}>
        {title}
      </h2>
      {canEdit ? (
        <SectionForm evaluationId={evaluationId} type={type} section={section} title={title} />
      ) : (
        <SectionReading section={section} />
      )}
    </section>
  );
}

function SectionReading({ section }: { section: SectionsTab_ApplicableFragment | null }) {
  const intl = useIntl();
  const t = useEvaluationRelationText();
  return (
    <div className="space-y-2">
      <p>
        <span className="font-semibold">{t('sections.status')}: </span>
        {intl.formatMessage({ id: applicabilityLabel(sectionStatus(section)) })}
      </p>
      {section?.content && <RichText html={section.content} />}
    </div>
  );
}

interface SectionFormProps extends Omit<SectionEditorProps, 'canEdit'> {
  title: string;
}

function SectionForm({ evaluationId, type, section, title }: SectionFormProps) {
  const intl = useIntl();
  const t = useEvaluationRelationText();
  const confirmRemove = useConfirmRemove();
  const [announcement, setAnnouncement] = useState('');
  const form = useForm<SectionValues>({
    resolver: formResolver(sectionSchema),
    defaultValues: sectionValues(section),
    mode: 'onTouched',
  });
  const writes = useRelationWrites(
    { evaluationId },
    sectionWrites,
    refetchOf(SectionsQuery, { id: evaluationId }),
  );

  const status = useWatch({ control: form.control, name: 'status' });
  useEffect(() => {
    if (status === 'NOT_APPLICABLE' && form.getValues('content') !== '')
      form.setValue('content', '');
  }, [status, form]);

  const save = async (values: SectionValues) => {
    const input = sectionInput(type, values.status, values.content);
    if (section) {
      const { type: _type, ...changes } = input;
      await writes.update(section.id, changes);
    } else {
      await writes.add(input);
    }
    // The saved values are the form's new starting point (not applicable: without text).
    form.reset({ status: values.status, content: input.content ?? '' });
  };
  const { onSubmit, otherMessages } = useRelationSubmit(form, save, () =>
    setAnnouncement(t('saved')),
  );

  const statusOptions = sectionStatuses.map((value) => ({
    value,
    label: intl.formatMessage({ id: applicabilityLabel(value) }),
  }));
  const onRemove = async () => {
    if (!section) return;
    if (await confirmRemove(title, () => writes.remove(section.id)))
      setAnnouncement(t('removed', { name: title }));
  };

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="space-y-4">
      <RadioGroupField
        control={form.control}
        name="status"
        label={t('sections.statusOf', { section: title })}
        options={statusOptions}
        required
      />
      {status !== 'NOT_APPLICABLE' && (
        <RichTextInput
          control={form.control}
          name="content"
          label={t('sections.contentOf', { section: title })}
        />
      )}
      {otherMessages.length > 0 && (
        <ul role="alert" className="rounded-md border border-red-700 bg-red-50 p-3 text-red-800">
          {otherMessages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButton} disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t('saving') : t('sections.save', { section: title })}
        </button>
        {section && (
          <button type="button" className={dangerButton} onClick={() => void onRemove()}>
            {t('sections.remove', { section: title })}
          </button>
        )}
        <p role="status" className="font-semibold text-green-800">
          {announcement}
        </p>
      </div>
    </form>
  );
}
