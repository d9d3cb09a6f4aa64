// The shared renderer of the informational pages: a ScreenPage (heading, intro, breadcrumbs
// Home > page) with sections of catalogue texts. Paragraphs are rich text whose tags (`<evaluations>`,
// `<mail>`, ...) become links, so Dutch and English share one set of keys and one set of addresses.
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import type { MessageKey } from '../../i18n/messages.ts';
import { contactDetails } from './contact-details.ts';
import type { InfoMessageKey } from './messages/index.ts';
import { PRIVACY_STATEMENT_URL } from './privacy-statement.ts';

export interface InfoBlock {
  /** Catalogue key of the block's heading (h2 for a section, h3 below it). */
  heading: InfoMessageKey;
  paragraphs: readonly InfoMessageKey[];
  /** Optional bullet list after the paragraphs, one key per item. */
  list?: readonly InfoMessageKey[];
  /** Paragraphs after the list. */
  closing?: readonly InfoMessageKey[];
}

export interface InfoSection extends InfoBlock {
  subsections?: readonly InfoBlock[];
}

const linkClass =
  'font-semibold text-brand-primary-dark underline underline-offset-2 hover:text-brand-primary-darker';

const internal = (to: string) => (chunks: ReactNode[]) => (
  <Link to={to} className={linkClass}>
    {chunks}
  </Link>
);

const external = (href: string) => (chunks: ReactNode[]) => (
  <a href={href} className={linkClass}>
    {chunks}
  </a>
);

/** The tags a paragraph may use, and the values it may name (`{email}`). */
function useRichTextValues() {
  const intl = useIntl();
  return {
    evaluations: internal('/evaluations'),
    associations: internal('/associations'),
    programs: internal('/programs'),
    trialbureau: internal('/trialbureaus'),
    monitor: internal('/inclusie-monitor'),
    who: internal('/who'),
    about: internal('/about'),
    contact: internal('/contact'),
    disclaimer: internal('/disclaimer'),
    accessibility: internal('/accessibility'),
    mail: external(`mailto:${contactDetails.email}`),
    accessibilityMail: external(
      `mailto:${contactDetails.accessibilityEmail}?subject=${encodeURIComponent(
        intl.formatMessage({ id: 'info.accessibility.mailSubject' }),
      )}`,
    ),
    wcag: external('https://www.w3.org/TR/WCAG21/'),
    privacy: (chunks: ReactNode[]) => (
      <a href={PRIVACY_STATEMENT_URL} target="_blank" rel="noopener" className={linkClass}>
        {chunks} <FormattedMessage id="footer.pdfNewWindow" />
      </a>
    ),
    strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
    email: contactDetails.email,
    accessibilityEmail: contactDetails.accessibilityEmail,
  };
}

type RichTextValues = ReturnType<typeof useRichTextValues>;

function Block({
  block,
  level,
  values,
  children,
}: {
  block: InfoBlock;
  level: 2 | 3;
  values: RichTextValues;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="space-y-3">
      <Heading
        className={
          level === 2
            ? 'text-2xl font-bold text-brand-primary-dark'
            : 'text-xl font-semibold text-brand-primary-dark'
        }
      >
        <FormattedMessage id={block.heading} />
      </Heading>
      {block.paragraphs.map((id) => (
        <p key={id}>
          <FormattedMessage id={id} values={values} />
        </p>
      ))}
      {block.list && (
        <ul className="list-disc space-y-1 pl-6">
          {block.list.map((id) => (
            <li key={id}>
              <FormattedMessage id={id} values={values} />
            </li>
          ))}
        </ul>
      )}
      {block.closing?.map((id) => (
        <p key={id}>
          <FormattedMessage id={id} values={values} />
        </p>
      ))}
      {children}
    </section>
  );
}

export function InfoArticle({
  titleId,
  introId,
  sections,
  children,
}: {
  titleId: MessageKey;
  introId: MessageKey;
  sections: readonly InfoSection[];
  /** Extra content after the introduction (the contact page's address card). */
  children?: ReactNode;
}) {
  const values = useRichTextValues();
  return (
    <ScreenPage titleId={titleId} introId={introId} trail={[{ labelId: 'nav.home', to: '/' }]}>
      {children}
      <div className="max-w-prose space-y-10 text-lg leading-relaxed">
        {sections.map((section) => (
          <Block key={section.heading} block={section} level={2} values={values}>
            {section.subsections?.map((subsection) => (
              <Block key={subsection.heading} block={subsection} level={3} values={values} />
            ))}
          </Block>
        ))}
      </div>
    </ScreenPage>
  );
}
