// The People tab of the evaluation editor: who takes part and in which contact function. With
// edit rights colleagues are added from the user directory, functions changed and people removed.
import { useState } from 'react';
import { listHeading } from '../../../../components/cms/relations/relation-styles.ts';
import { useRelationQuery } from '../../../../components/cms/relations/use-relation-query.tsx';
import { EmptyState } from '../../../../components/status/EmptyState.tsx';
import { AddPersonForm } from './people/AddPersonForm.tsx';
import { PersonItem } from './people/PersonItem.tsx';
import { EvaluationPeopleQuery } from './people/people-operations.ts';
import type { RelationTabProps } from './relation-tab-props.ts';
import { useEvaluationRelationText } from './shared/evaluation-relation-text.ts';

export default function PeopleTab({ evaluationId, canEdit }: RelationTabProps) {
  const t = useEvaluationRelationText();
  const { data, fallback } = useRelationQuery(EvaluationPeopleQuery, { id: evaluationId });
  const [announcement, setAnnouncement] = useState('');
  if (fallback) return fallback;
  const people = data?.evaluation?.people ?? [];
  const present = new Set(people.map((person) => person.userId));

  return (
    <section className="space-y-6" aria-labelledby="people-tab-title">
      <h2 id="people-tab-title" className={listHeading}>
        {t('people.title')}
      </h2>
      {canEdit && (
        <AddPersonForm
          evaluationId={evaluationId}
          present={present}
          onAdded={(name) => setAnnouncement(t('people.added', { name }))}
        />
      )}
      <p role="status" className="font-semibold text-green-800">
        {announcement}
      </p>
      {people.length === 0 ? (
        <EmptyState>{t('people.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-neutral-200 border-y border-neutral-200">
          {people.map((person) => (
            <PersonItem
              key={person.id}
              evaluationId={evaluationId}
              person={person}
              canEdit={canEdit}
              announce={setAnnouncement}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
