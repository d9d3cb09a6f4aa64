// The evaluations an hour can be booked on, as select options: a researcher's own evaluations,
// any evaluation for editors and admins.
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { FieldOption } from '../../../components/form/options.ts';
import { HourProjectsQuery } from '../hours-operations.ts';

export function useHourProjects(onlyOwn: boolean, current: { id: string; title: string } | null) {
  const { data, error, loading } = useQuery(HourProjectsQuery, {
    variables: { filter: onlyOwn ? { mine: true } : {} },
    context: { quiet: true },
  });
  const options = useMemo<FieldOption[]>(() => {
    const found = (data?.evaluations.data ?? []).map((item) => ({
      value: item.id,
      label: item.title,
    }));
    // The hour's own evaluation stays choosable even when the user is no longer part of it.
    if (current && !found.some((option) => option.value === current.id))
      found.unshift({ value: current.id, label: current.title });
    return found;
  }, [data, current]);
  return { options, failed: Boolean(error), loading };
}
