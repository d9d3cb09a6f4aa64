// The record of an organisation's public page (association, program, trial bureau): the page's one
// request for the id in the URL, or what to show instead: the not-found screen (an id that cannot
// be one, an unknown record, or one of another kind), the loading problem, or the skeleton.
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { usePublicQuery } from '../../../api/use-public-query.ts';
import { LoadingProblem } from '../../../components/status/LoadingProblem.tsx';
import type { OrganisationDetailQuery as Answer, OrganisationKind } from '../../../gql/graphql.ts';
import { NotFoundPage } from '../../not-found/index.ts';
import { DetailSkeleton } from './DetailSkeleton.tsx';
import { OrganisationDetailQuery } from './detail-operations.ts';
import { isRecordId } from './record-id.ts';

type Detail = NonNullable<Answer['organisation']>;

type Loaded<T extends Detail['__typename']> =
  | { organisation: Extract<Detail, { __typename: T }>; instead?: undefined }
  | { organisation?: undefined; instead: ReactNode };

export function useOrganisationDetail<T extends Detail['__typename']>(
  kind: OrganisationKind,
  typename: T,
): Loaded<T> {
  const id = useParams().id ?? '';
  const valid = isRecordId(id);
  const { data, error, refetch } = usePublicQuery(OrganisationDetailQuery, {
    variables: { kind, id },
    skip: !valid,
  });
  if (!valid) return { instead: <NotFoundPage /> };
  if (error && !data) return { instead: <LoadingProblem onRetry={() => void refetch()} /> };
  if (!data) return { instead: <DetailSkeleton /> };
  const organisation = data.organisation;
  if (organisation?.__typename !== typename) return { instead: <NotFoundPage /> };
  return { organisation: organisation as Extract<Detail, { __typename: T }> };
}
