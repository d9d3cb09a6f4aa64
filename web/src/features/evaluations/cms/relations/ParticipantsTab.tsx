// Tab "Deelnemers": the planned participants per study arm or cohort, with their total.
import { useMutation } from '@apollo/client/react';
import { useIntl } from 'react-intl';
import { RelationList } from '../../../../components/cms/relations/RelationList.tsx';
import {
  refetchOf,
  useRelationQuery,
} from '../../../../components/cms/relations/use-relation-query.tsx';
import { getFragmentData } from '../../../../gql';
import { participantTypeLabel } from '../../labels.ts';
import { ParticipantForm } from './participants/ParticipantForm.tsx';
import { plannedTotal } from './participants/participant-values.ts';
import {
  ParticipantFragment,
  ParticipantsQuery,
  RemoveParticipantMutation,
} from './participants/participants-operations.ts';
import type { RelationTabProps } from './relation-tab-props.ts';
import { useEvaluationRelationText } from './shared/evaluation-relation-text.ts';

export default function ParticipantsTab({ evaluationId, canEdit }: RelationTabProps) {
  const intl = useIntl();
  const t = useEvaluationRelationText();
  const { data, fallback } = useRelationQuery(ParticipantsQuery, { id: evaluationId });
  const [remove] = useMutation(
    RemoveParticipantMutation,
    refetchOf(ParticipantsQuery, { id: evaluationId }),
  );
  if (fallback) return fallback;
  const rows = getFragmentData(ParticipantFragment, data?.evaluation?.participants ?? []);
  const typeName = (type: string) => intl.formatMessage({ id: participantTypeLabel(type) });
  const amount = (value: number) => intl.formatNumber(value);

  return (
    <div className="space-y-4">
      <RelationList
        title={t('participants.title')}
        items={rows}
        canEdit={canEdit}
        emptyText={t('participants.empty')}
        addLabel={t('participants.add')}
        itemName={(row) =>
          t('participants.name', { type: typeName(row.type), amount: amount(row.amount) })
        }
        renderItem={(row) => (
          <div className="space-y-1">
            <p className="font-semibold">
              {t('participants.row', { type: typeName(row.type), amount: amount(row.amount) })}
            </p>
            {row.description && (
              <p className="whitespace-pre-line text-ink-muted">{row.description}</p>
            )}
          </div>
        )}
        renderForm={({ item, close }) => (
          <ParticipantForm evaluationId={evaluationId} item={item} close={close} />
        )}
        remove={(row) => remove({ variables: { evaluationId, id: row.id } })}
      />
      {rows.length > 0 && (
        <p className="font-semibold">
          {t('participants.total', { total: amount(plannedTotal(rows)) })}
        </p>
      )}
    </div>
  );
}
