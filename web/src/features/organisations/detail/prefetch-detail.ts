// The `prefetch` of an organisation's page (app/routes.tsx): its one query answered through the
// public reader before the page's very first render, so the app takes over the prerendered heading
// with the page itself (or its not-found screen) rather than with a skeleton that moves the page.
import type { LoaderFunctionArgs } from 'react-router';
import { prefetchPublicQuery } from '../../../api/public-answers.ts';
import type { OrganisationKind } from '../../../gql/graphql.ts';
import { OrganisationDetailQuery } from './detail-operations.ts';
import { isRecordId } from './record-id.ts';

export function prefetchDetail(kind: OrganisationKind) {
  return async ({ params }: LoaderFunctionArgs): Promise<void> => {
    const id = params.id ?? '';
    if (!isRecordId(id)) return;
    await prefetchPublicQuery(OrganisationDetailQuery, { kind, id });
  };
}
