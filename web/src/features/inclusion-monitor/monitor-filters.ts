// The monitor's filters (category, phase, specialization), kept in the URL and applied in the
// browser: the monitor is one small query, so filtering it on the server would buy nothing.
import {
  choiceParam,
  textParam,
  type UrlStateOf,
  urlSchema,
} from '../../components/list/url-state.ts';

export const phases = ['PREPARATION', 'INCLUDING', 'CONTINUATION', 'COMPLETED'] as const;

export const monitorFilterSchema = urlSchema({
  /** Gradation id, or `none` for evaluations without a category; empty: all. */
  category: textParam(),
  phase: choiceParam(['', ...phases], ''),
  /** Specialization id; empty: all. */
  specialization: textParam(),
});

export type MonitorFilters = UrlStateOf<typeof monitorFilterSchema>;

/** `none` in the URL stands for the group of evaluations without a gradation. */
export const NO_CATEGORY = 'none';

interface FilterableCategory {
  gradation?: { id: string } | null;
  evaluations: {
    evaluation: { phase: string; specializations: { id: string; title: string }[] };
  }[];
}

/** The categories and evaluations that match; categories left empty are dropped. */
export function applyMonitorFilters<C extends FilterableCategory>(
  categories: readonly C[],
  filters: MonitorFilters,
): C[] {
  return categories.flatMap((category) => {
    const key = category.gradation?.id ?? NO_CATEGORY;
    if (filters.category && filters.category !== key) return [];
    const evaluations = category.evaluations.filter(
      ({ evaluation }) =>
        (!filters.phase || evaluation.phase === filters.phase) &&
        (!filters.specialization ||
          evaluation.specializations.some((item) => item.id === filters.specialization)),
    );
    return evaluations.length > 0 ? [{ ...category, evaluations }] : [];
  });
}

/** Every specialization of the monitored evaluations, once each, by title. */
export function specializationsOf(categories: readonly FilterableCategory[]) {
  const found = new Map<string, string>();
  for (const category of categories)
    for (const { evaluation } of category.evaluations)
      for (const item of evaluation.specializations) found.set(item.id, item.title);
  return [...found.entries()]
    .map(([id, title]) => ({ id, title }))
    .sort((a, b) => a.title.localeCompare(b.title, 'nl'));
}
