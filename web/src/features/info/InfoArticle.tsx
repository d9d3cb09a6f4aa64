// The shared frame of the information pages: a ScreenPage (heading from the menu's label,
// breadcrumbs Home > page) with the page's introduction and text, which are the site's content
// (edited at /cms/site), in the chosen language (Dutch when a text has no English yet).
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { usePublicQuery } from '../../api/use-public-query.ts';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { EmptyState } from '../../components/status/EmptyState.tsx';
import { LoadingProblem } from '../../components/status/LoadingProblem.tsx';
import { Skeleton, SkeletonBlock } from '../../components/status/Skeleton.tsx';
import { getFragmentData } from '../../gql';
import type { SitePageKey } from '../../gql/graphql.ts';
import type { MessageKey } from '../../i18n/messages.ts';
import { InfoText } from './InfoText.tsx';
import { SitePageQuery, SitePageTextsFragment } from './site-page-query.ts';

/** A text in the reader's language: English when chosen and written, else Dutch. */
export function inLanguage(locale: string, nl: string | null, en: string | null): string | null {
  return locale === 'en' && en ? en : nl;
}

export function InfoArticle({
  pageKey,
  titleId,
  children,
}: {
  pageKey: SitePageKey;
  titleId: MessageKey;
  /** Extra content after the introduction (the contact page's details). */
  children?: ReactNode;
}) {
  const { locale, formatMessage } = useIntl();
  const { data, error, refetch } = usePublicQuery(SitePageQuery, { variables: { key: pageKey } });
  const page = data?.sitePage && getFragmentData(SitePageTextsFragment, data.sitePage);
  const body = page ? inLanguage(locale, page.bodyNl, page.bodyEn) : null;
  return (
    <ScreenPage
      titleId={titleId}
      intro={page ? inLanguage(locale, page.introNl, page.introEn) : null}
      trail={[{ labelId: 'nav.home', to: '/' }]}
    >
      {children}
      {page ? (
        body ? (
          <InfoText html={body} />
        ) : (
          <EmptyState>{formatMessage({ id: 'info.empty' })}</EmptyState>
        )
      ) : error ? (
        <LoadingProblem onRetry={() => void refetch().catch(() => undefined)} />
      ) : (
        <Skeleton className="max-w-prose space-y-3">
          <SkeletonBlock className="h-7 w-full" />
          <SkeletonBlock className="h-40 w-full" />
          <SkeletonBlock className="h-8 w-2/3" />
          <SkeletonBlock className="h-40 w-full" />
        </Skeleton>
      )}
    </ScreenPage>
  );
}
