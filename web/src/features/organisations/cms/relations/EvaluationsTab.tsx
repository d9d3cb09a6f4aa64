// Tab "Zorgevaluaties": the care evaluations linked to the organisation, read-only, each a link to
// its editor (the link itself is made in the evaluation's settings tab).
import { Link } from 'react-router';
import { listHeading } from '../../../../components/cms/relations/relation-styles.ts';
import { EmptyState } from '../../../../components/status/EmptyState.tsx';
import { useOrganisationText } from '../organisation-text.ts';
import type { RelationTabProps } from './relation-tab-props.ts';
import { useOrganisationRelations } from './use-organisation-relations.ts';

export default function EvaluationsTab({ kind, ownerId }: RelationTabProps) {
  const t = useOrganisationText();
  const { data, fallback } = useOrganisationRelations(kind, ownerId);
  if (fallback) return fallback;
  const evaluations = data?.owner?.evaluations ?? [];
  return (
    <section aria-labelledby="organisation-evaluations" className="space-y-4">
      <h2 id="organisation-evaluations" className={listHeading}>
        {t('evaluations.list')}
      </h2>
      <p className="text-ink-muted">{t('evaluations.hint')}</p>
      {evaluations.length === 0 ? (
        <EmptyState>{t('evaluations.empty')}</EmptyState>
      ) : (
        <ul className="divide-y divide-neutral-300 rounded-md border border-neutral-300 bg-white">
          {evaluations.map((evaluation) => (
            <li key={evaluation.id} className="p-4">
              <Link
                to={`/cms/evaluations/${evaluation.id}`}
                className="font-semibold text-brand-primary-dark underline hover:no-underline"
              >
                {evaluation.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
