// The program screen (public); lazy-loaded as the screen group "progam". One request for the
// whole page; an unknown program (null) shows the not-found screen. Its downloads arrive as
// events of type "download" (spec section 3): they are listed apart, not drawn on the calendar.

import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { DocumentsSection } from './detail/DocumentsSection.tsx';
import { DownloadsSection } from './detail/DownloadsSection.tsx';
import { EvaluationsSection } from './detail/EvaluationsSection.tsx';
import { EventsSection } from './detail/EventsSection.tsx';
import { OrganisationDetail } from './detail/OrganisationDetail.tsx';
import { PostsSection } from './detail/PostsSection.tsx';
import { prefetchDetail } from './detail/prefetch-detail.ts';
import { useOrganisationDetail } from './detail/use-organisation-detail.tsx';
import { organisationsMessages } from './messages/index.ts';

function ProgramPage() {
  const { organisation: program, instead } = useOrganisationDetail('PROGRAM', 'Program');
  if (!program) return instead;
  const downloads = program.events.filter((event) => event.type === 'DOWNLOAD');
  const calendarEvents = program.events.filter((event) => event.type !== 'DOWNLOAD');

  return (
    <ScreenPage
      title={program.title}
      trail={[
        { labelId: 'nav.home', to: '/' },
        { labelId: 'page.programs.title', to: '/programs' },
      ]}
    >
      <OrganisationDetail organisation={program}>
        <EvaluationsSection evaluations={program.evaluations} />
        <EventsSection events={calendarEvents} />
        <DownloadsSection downloads={downloads} />
        <PostsSection posts={program.posts} />
        <DocumentsSection documents={program.documents} />
      </OrganisationDetail>
    </ScreenPage>
  );
}

export default withFeatureMessages(organisationsMessages, ProgramPage);

/**
 * The page's data in the cache before the first render of a page opened in the browser.
 * @public (read by the route table, app/routes.tsx, from the lazily loaded module)
 */
export const prefetch = prefetchDetail('PROGRAM');
