// One category (gradation) of the monitor: its title, the gradation's description as legend,
// how many of its evaluations are shown, and those evaluations (the first `limit` of them while the
// page is still adding cards, see useProgressiveCount).
import { FormattedMessage } from 'react-intl';
import type { FragmentType } from '../../gql';
import { EvaluationProgress, type InclusionMonitorEvaluationCard } from './EvaluationProgress.tsx';

export interface CategoryView {
  key: string;
  title: string;
  description: string | null;
  evaluations: { id: string; item: FragmentType<typeof InclusionMonitorEvaluationCard> }[];
}

export function CategorySection({
  category,
  limit = Number.POSITIVE_INFINITY,
}: {
  category: CategoryView;
  limit?: number;
}) {
  const headingId = `monitor-category-${category.key}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4" data-testid="monitor-category">
      <header className="border-l-4 border-brand-primary-dark pl-3">
        <h2 id={headingId} className="text-2xl font-bold">
          {category.title}
        </h2>
        {category.description && (
          <p className="max-w-prose text-ink-muted">{category.description}</p>
        )}
        <p className="text-sm text-ink-muted">
          <FormattedMessage
            id="monitor.category.count"
            values={{ count: category.evaluations.length }}
          />
        </p>
      </header>
      <div className="grid gap-6 xl:grid-cols-2">
        {category.evaluations.slice(0, limit).map(({ id, item }) => (
          <EvaluationProgress key={id} item={item} />
        ))}
      </div>
    </section>
  );
}
