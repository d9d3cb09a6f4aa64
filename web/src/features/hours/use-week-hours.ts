// The signed-in user's hours of one week (the hours filter takes Dutch days, Monday to Sunday).
import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import type { HoursWeekQuery } from '../../gql/graphql.ts';
import { WeekHoursQuery } from './hours-operations.ts';
import { weekPeriod } from './week.ts';

export type WeekHour = HoursWeekQuery['hours']['data'][number];

export function useWeekHours(userId: string | undefined, week: string) {
  const period = weekPeriod(week);
  const query = useQuery(WeekHoursQuery, {
    variables: { filter: { employeeId: userId ? [userId] : [], ...period } },
    skip: !userId,
    fetchPolicy: 'cache-and-network',
  });
  const hours = useMemo<WeekHour[] | undefined>(
    () => (query.data ?? query.previousData)?.hours.data,
    [query.data, query.previousData],
  );
  return { hours, loading: query.loading, failed: Boolean(query.error), refetch: query.refetch };
}
