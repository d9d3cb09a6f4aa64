// Tab "Deelnemers": the planned participants per study arm or cohort, with their total.
import { useIntl } from 'react-intl';
import { RelationList } from '../../../../components/cms/relations/RelationList.tsx';
import { getFragmentData } from '../../../../gql';
import { participantTypeLabel } from '../../labels.ts';
import { ParticipantForm } from './participants/ParticipantForm.tsx';
import { plannedTotal } from './participants/participant-values.ts';
import {
  ParticipantFragment,
  ParticipantsQuery,
  participantWrites,
} from './participants/participants-operations.ts';
import type { RelationTabProps } from './relation-tab-props.ts';
import { useEvaluationRelationText } from './shared/evaluation-relation-text.ts';
import { useEvaluationRelation } from './shared/use-evaluation-relation.ts';

export default function ParticipantsTab({ evaluationId, canEdit }: RelationTabProps) {
  const intl = useIntl();
  const t = useEvaluationRelationText();
  const { data, fallback, writers } = useEvaluationRelation(
    ParticipantsQuery,
    evaluationId,
    participantWrites,
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
          <ParticipantForm writers={writers} item={item} close={close} />
        )}
        remove={(row) => writers.remove(row.id)}
      />
      {rows.length > 0 && (
        <p className="font-semibold">
          {t('participants.total', { total: amount(plannedTotal(rows)) })}
        </p>
      )}
    </div>
  );
}
