// The frame of a screen: its heading, an introduction, its breadcrumbs announced to the layout,
// and room for the screen's own content (filled in by the screen's feature).
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageKey } from '../../i18n/messages.ts';
import { useAnnounceCrumbs } from '../breadcrumbs/use-announce-crumbs.ts';

export type ScreenPageProps = ScreenTitle & {
  introId?: MessageKey;
  /** An introduction that is content rather than a catalogue text (an information page's). */
  intro?: string | null;
  /** Crumbs above this page (Home or Dashboard first); this page is added last. */
  trail?: { labelId: MessageKey; to: string }[];
  children?: ReactNode;
};

/** A catalogue key for a fixed screen, or the record's own title for a detail screen. */
type ScreenTitle = { titleId: MessageKey; title?: never } | { title: string; titleId?: never };

export function ScreenPage({ introId, intro, trail = [], children, ...heading }: ScreenPageProps) {
  const intl = useIntl();
  const title = heading.title ?? intl.formatMessage({ id: heading.titleId });
  const trailKey = trail.map((crumb) => `${crumb.labelId}>${crumb.to}`).join('|');

  useAnnounceCrumbs(
    () => [
      ...trail.map((crumb) => ({ label: intl.formatMessage({ id: crumb.labelId }), to: crumb.to })),
      { label: title },
    ],
    `${intl.locale}|${title}|${trailKey}`,
  );

  return (
    <article className="space-y-6">
      <h1 className="text-3xl font-bold tracking-tight break-words hyphens-auto text-brand-primary-dark sm:text-4xl">
        {title}
      </h1>
      {(introId || intro) && (
        <p className="max-w-prose text-lg leading-relaxed">
          {introId ? <FormattedMessage id={introId} /> : intro}
        </p>
      )}
      {children}
    </article>
  );
}
