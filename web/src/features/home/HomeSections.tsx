// The layout of the home page's data sections (ways in with counts, newest evaluations, news) and
// their placeholders. Part of the first load: it draws the sections, with placeholders of the
// final size, before the data code (HomeData, a chunk of its own) and its answer arrive.
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { LoadingProblem } from '../../components/status/LoadingProblem.tsx';
import { Skeleton, SkeletonBlock } from '../../components/status/Skeleton.tsx';
import type { MessageKey } from '../../i18n/messages.ts';
import { EntryCards, type EntryCounts } from './EntryCards.tsx';

/** Heights of a newest-evaluation card and a news item, shared with their placeholders. */
export const EVALUATION_CARD_HEIGHT = 'h-44';
export const NEWS_ITEM_HEIGHT = 'h-28';

const LATEST_COUNT = 4;
const NEWS_COUNT = 4;

function Section({
  id,
  titleId,
  more,
  children,
}: {
  id: string;
  titleId: MessageKey;
  more?: { to: string; labelId: MessageKey };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={id} className="text-2xl font-bold text-brand-primary-dark">
          <FormattedMessage id={titleId} />
        </h2>
        {more && (
          <Link to={more.to} className="font-semibold text-brand-primary-dark underline">
            <FormattedMessage id={more.labelId} />
          </Link>
        )}
      </div>
      {children}
    </section>
  );
}

function Placeholders({
  count,
  height,
  className,
}: {
  count: number;
  height: string;
  className: string;
}) {
  return (
    <Skeleton className={className}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <SkeletonBlock key={index} className={`${height} w-full`} />
      ))}
    </Skeleton>
  );
}

export const latestListClass = 'grid gap-4 sm:grid-cols-2';
export const newsListClass = 'space-y-2';

export interface HomeSectionsProps {
  /** Undefined while loading, null when loading failed. */
  counts: EntryCounts | null | undefined;
  /** The newest evaluations; undefined while loading (placeholders show). */
  latest?: ReactNode;
  /** The news; undefined while loading. */
  news?: ReactNode;
  /** Set when loading failed: the loading-problem text with this retry. */
  onRetry?: () => void;
}

export function HomeSections({ counts, latest, news, onRetry }: HomeSectionsProps) {
  const failed = onRetry !== undefined;
  return (
    <>
      {failed && <LoadingProblem onRetry={onRetry} />}
      <Section id="home-entries" titleId="home.entries.title">
        <EntryCards counts={counts} />
      </Section>
      <div className="grid gap-12 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <Section
            id="home-latest"
            titleId="home.latest.title"
            more={{ to: '/evaluations', labelId: 'home.latest.all' }}
          >
            {latest ??
              (failed ? null : (
                <Placeholders
                  count={LATEST_COUNT}
                  height={EVALUATION_CARD_HEIGHT}
                  className={latestListClass}
                />
              ))}
          </Section>
        </div>
        <Section id="home-news" titleId="home.news.title">
          {news ??
            (failed ? null : (
              <Placeholders
                count={NEWS_COUNT}
                height={NEWS_ITEM_HEIGHT}
                className={newsListClass}
              />
            ))}
        </Section>
      </div>
    </>
  );
}
