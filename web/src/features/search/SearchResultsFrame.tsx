// The search results page without its results: heading, introduction, the search field and the
// room the results take. The page renders its results inside it; the build prerenders it empty
// (web/src/prerender/render-pages.tsx), so nothing moves when the app takes over.
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { SearchField } from '../../components/list/SearchField.tsx';
import { searchTexts } from '../../components/list/search-texts.ts';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

export function SearchResultsFrame(props: {
  term: string;
  onSearch: (term: string, options: { replace: boolean }) => void;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <ScreenPage
      titleId="searchResults.title"
      introId="searchResults.intro"
      trail={[{ labelId: 'nav.home', to: '/' }]}
    >
      <SearchField
        value={props.term}
        onSearch={props.onSearch}
        texts={searchTexts(intl, 'searchResults')}
      />
      <div className="min-h-[40rem] space-y-8">{props.children}</div>
    </ScreenPage>
  );
}
