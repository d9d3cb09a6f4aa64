// The evaluation's substance: description, objective and research question, its visible sections
// (study population, background, intervention), study design, criteria, participants, measures.
import { useIntl } from 'react-intl';
import { RichText } from '../../../components/content/RichText.tsx';
import { DetailSection } from '../../../components/page/DetailSection.tsx';
import { type FragmentType, getFragmentData, graphql } from '../../../gql';
import type { MessageKey } from '../../../i18n/messages.ts';
import { applicabilityLabel, applicableLabel, participantTypeLabel } from '../labels.ts';

export const EvaluationContentFragment = graphql(`
  fragment EvaluationContent_evaluation on Evaluation {
    description
    descriptionShort
    objective
    researchQuestion
    studyDesign
    applicables {
      id
      type
      typeId
      content
      isVisible
    }
    criteria {
      id
      type
      content
      position
    }
    participants {
      id
      type
      amount
      description
    }
    measures {
      id
      title
      description
      position
    }
  }
`);

export function EvaluationContent(props: {
  evaluation: FragmentType<typeof EvaluationContentFragment>;
}) {
  const evaluation = getFragmentData(EvaluationContentFragment, props.evaluation);
  const intl = useIntl();
  const text = (id: MessageKey) => intl.formatMessage({ id });
  const sections = [...evaluation.applicables]
    .filter((section) => section.isVisible && section.content && section.type !== 'OBJECTIVE')
    .sort((a, b) => a.typeId - b.typeId);
  const objectiveText = evaluation.applicables.find(
    (section) => section.type === 'OBJECTIVE' && section.isVisible && section.content,
  );
  const criteria = (type: 'INCLUSION' | 'EXCLUSION') =>
    evaluation.criteria
      .filter((criterion) => criterion.type === type)
      .sort((a, b) => a.position - b.position);
  const totalParticipants = evaluation.participants.reduce((sum, row) => sum + row.amount, 0);

  return (
    <div className="space-y-10">
      {(evaluation.descriptionShort || evaluation.description) && (
        <DetailSection title={text('evaluations.detail.description')}>
          {evaluation.descriptionShort && (
            <p className="max-w-prose text-lg leading-relaxed">{evaluation.descriptionShort}</p>
          )}
          {evaluation.description && <RichText html={evaluation.description} />}
        </DetailSection>
      )}
      {(evaluation.objective || evaluation.researchQuestion) && (
        <dl className="grid gap-4 sm:grid-cols-2">
          {evaluation.objective && (
            <div className="rounded-lg border border-gray-200 p-4">
              <dt className="font-semibold">{text('evaluations.detail.objective')}</dt>
              <dd>{text(applicabilityLabel(evaluation.objective))}</dd>
              {objectiveText?.content && (
                <dd className="mt-2">
                  <RichText html={objectiveText.content} />
                </dd>
              )}
            </div>
          )}
          {evaluation.researchQuestion && (
            <div className="rounded-lg border border-gray-200 p-4">
              <dt className="font-semibold">{text('evaluations.detail.researchQuestion')}</dt>
              <dd>{text(applicabilityLabel(evaluation.researchQuestion))}</dd>
            </div>
          )}
        </dl>
      )}
      {sections.map((section) => (
        <DetailSection key={section.id} title={text(applicableLabel(section.type))}>
          <RichText html={section.content ?? ''} />
        </DetailSection>
      ))}
      {evaluation.studyDesign && (
        <DetailSection title={text('evaluations.detail.studyDesign')}>
          <RichText html={evaluation.studyDesign} />
        </DetailSection>
      )}
      {evaluation.criteria.length > 0 && (
        <DetailSection title={text('evaluations.detail.criteria')}>
          <div className="grid gap-6 md:grid-cols-2">
            {(['INCLUSION', 'EXCLUSION'] as const).map((type) =>
              criteria(type).length > 0 ? (
                <div key={type}>
                  <h3 className="mb-2 text-lg font-semibold">
                    {text(
                      type === 'INCLUSION'
                        ? 'evaluations.detail.criteria.inclusion'
                        : 'evaluations.detail.criteria.exclusion',
                    )}
                  </h3>
                  <ul className="list-disc space-y-1 pl-6">
                    {criteria(type).map((criterion) => (
                      <li key={criterion.id}>{criterion.content}</li>
                    ))}
                  </ul>
                </div>
              ) : null,
            )}
          </div>
        </DetailSection>
      )}
      {evaluation.participants.length > 0 && (
        <DetailSection title={text('evaluations.detail.participants')}>
          <ul className="space-y-1">
            {evaluation.participants.map((row) => (
              <li key={row.id}>
                <span className="font-semibold">{text(participantTypeLabel(row.type))}</span>:{' '}
                {intl.formatNumber(row.amount)}
                {row.description && <span className="text-ink-muted"> — {row.description}</span>}
              </li>
            ))}
          </ul>
          <p className="font-semibold">
            {intl.formatMessage(
              { id: 'evaluations.detail.participants.total' },
              { total: intl.formatNumber(totalParticipants) },
            )}
          </p>
        </DetailSection>
      )}
      {evaluation.measures.length > 0 && (
        <DetailSection title={text('evaluations.detail.measures')}>
          <ol className="list-decimal space-y-3 pl-6">
            {[...evaluation.measures]
              .sort((a, b) => a.position - b.position)
              .map((measure) => (
                <li key={measure.id}>
                  <p className="font-semibold">{measure.title}</p>
                  {measure.description && <RichText html={measure.description} />}
                </li>
              ))}
          </ol>
        </DetailSection>
      )}
    </div>
  );
}
