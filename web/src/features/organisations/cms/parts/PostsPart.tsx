// The posts tab: the posts helper's tab (../posts/), for the two kinds that have posts.
import OrganisationPostsTab from '../posts/OrganisationPostsTab.tsx';
import type { OwnPartTabProps } from './part-tab-props.ts';

export default function PostsPart({ kind, ownerId }: OwnPartTabProps) {
  if (kind === 'trialBureau') return null;
  return <OrganisationPostsTab kind={kind} ownerId={ownerId} readOnly={false} />;
}
