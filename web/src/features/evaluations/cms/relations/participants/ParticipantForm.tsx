// Adding or changing planned participants: the study arm or cohort, how many and notes.

import { useIntl } from 'react-intl';
import { formResolver } from '../../../../../components/form/form-resolver.ts';
import { SelectField } from '../../../../../components/form/SelectField.tsx';
import { TextareaField } from '../../../../../components/form/TextareaField.tsx';
import { TextInputField } from '../../../../../components/form/TextInputField.tsx';
import { RelationForm } from '../../../../../components/cms/relations/RelationForm.tsx';
import type { RelationFormProps } from '../../../../../components/cms/relations/RelationList.tsx';
import {
  type FormWrites,
  saveThrough,
  useRelationForm,
} from '../../../../../components/cms/relations/use-relation-form.ts';
import type {
  ParticipantInput,
  ParticipantsTab_ParticipantFragment,
} from '../../../../../gql/graphql.ts';
import { participantTypeLabel } from '../../../labels.ts';
import { useEvaluationRelationText } from '../shared/evaluation-relation-text.ts';
import {
  type ParticipantValues,
  participantInput,
  participantSchema,
  participantTypes,
  participantValues,
} from './participant-values.ts';

interface ParticipantFormProps extends RelationFormProps<ParticipantsTab_ParticipantFragment> {
  writers: FormWrites<ParticipantInput>;
}

export function ParticipantForm({ writers, item, close }: ParticipantFormProps) {
  const intl = useIntl();
  const t = useEvaluationRelationText();
  const state = useRelationForm<ParticipantValues>({
    resolver: formResolver(participantSchema),
    defaultValues: participantValues(item),
    focus: 'type',
    save: saveThrough(writers, item, participantInput),
    close,
  });
  const { control } = state.form;
  const typeOptions = participantTypes.map((value) => ({
    value,
    label: intl.formatMessage({ id: participantTypeLabel(value) }),
  }));
  return (
    <RelationForm state={state}>
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          control={control}
          name="type"
          label={t('participants.type')}
          options={typeOptions}
          required
        />
        <TextInputField
          control={control}
          name="amount"
          label={t('participants.amount')}
          inputMode="numeric"
          required
        />
      </div>
      <TextareaField
        control={control}
        name="description"
        label={t('participants.description')}
        rows={3}
        required={false}
      />
    </RelationForm>
  );
}
