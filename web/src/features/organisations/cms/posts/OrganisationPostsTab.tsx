// The posts tab of an association or program editor: the organisation's news in the CMS kit's
// owned posts tab, with the one set of post mutations both kinds share.
import { ownedRecordsMessages } from '../../../../components/cms/owned/messages/index.ts';
import { OwnedPostsTab } from '../../../../components/cms/owned/OwnedPostsTab.tsx';
import { formKitMessages } from '../../../../components/form/messages/index.ts';
import { relationListMessages } from '../../../../components/relation-list/messages/index.ts';
import { useRelationQuery } from '../../../../components/relation-list/use-relation-query.tsx';
import { withFeatureMessages } from '../../../../i18n/feature-messages.tsx';
import { apiKind } from '../kinds.ts';
import type { OrganisationPartTabProps } from '../parts/part-tab-props.ts';
import { OrganisationPostsQuery } from './posts-operations.ts';
import { usePostMutations } from './use-post-mutations.ts';

function OrganisationPostsTab({ kind, ownerId, readOnly }: OrganisationPartTabProps) {
  const { data, fallback } = useRelationQuery(OrganisationPostsQuery, {
    kind: apiKind[kind],
    id: ownerId,
  });
  const mutations = usePostMutations(kind, ownerId);
  if (fallback) return fallback;
  const owner = data?.organisation;
  return (
    <OwnedPostsTab
      canEdit={!readOnly}
      owned={{ posts: owner && 'posts' in owner ? owner.posts : [], ...mutations }}
    />
  );
}

export default withFeatureMessages(
  [formKitMessages, relationListMessages, ownedRecordsMessages],
  OrganisationPostsTab,
);
