// "Site-inhoud" (/cms/site, admin only; issue 27): the information pages in Dutch and English, the
// contact details, the privacy statement and the footer's sponsors, in one editor; lazy-loaded as
// the screen group "site-content".
import { useQuery } from '@apollo/client/react';
import { formKitMessages } from '../../components/form/messages/index.ts';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { relationsMessages } from '../../components/cms/relations/messages/index.ts';
import { LoadingProblem } from '../../components/status/LoadingProblem.tsx';
import { Skeleton, SkeletonBlock } from '../../components/status/Skeleton.tsx';
import { getFragmentData } from '../../gql/fragment-masking.ts';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { siteContentMessages } from './messages/index.ts';
import { SiteContentEditor } from './SiteContentEditor.tsx';
import {
  SiteContentEditorQuery,
  SiteContentFields,
  SitePageFields,
} from './site-content-operations.ts';

function SiteContentPage() {
  const { data, error, refetch } = useQuery(SiteContentEditorQuery);
  return (
    <ScreenPage
      titleId="nav.siteContent"
      introId="siteContent.intro"
      trail={[{ labelId: 'nav.dashboard', to: '/cms' }]}
    >
      {data ? (
        <SiteContentEditor
          site={getFragmentData(SiteContentFields, data.siteContent)}
          pages={getFragmentData(SitePageFields, data.sitePages)}
        />
      ) : error ? (
        <LoadingProblem onRetry={() => void refetch()} />
      ) : (
        <Skeleton className="space-y-4">
          <SkeletonBlock className="h-12 w-full" />
          <SkeletonBlock className="h-96 w-full" />
        </Skeleton>
      )}
    </ScreenPage>
  );
}

export default withFeatureMessages(
  [formKitMessages, relationsMessages, siteContentMessages],
  SiteContentPage,
);
