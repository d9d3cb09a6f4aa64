// The frame of the pages that say something went wrong (not found, a server error): the title,
// what happened, and the ways on (the home page, contact).
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

const linkLook =
  'font-semibold text-brand-primary-dark underline underline-offset-2 hover:text-brand-primary-darker';

interface ProblemPageProps {
  titleId: 'notFound.title' | 'serverError.title';
  /** What happened and what to do, as paragraphs. */
  children: ReactNode;
}

export function ProblemPage({ titleId, children }: ProblemPageProps) {
  return (
    <ScreenPage titleId={titleId} trail={[{ labelId: 'nav.home', to: '/' }]}>
      <div className="max-w-prose space-y-4 text-lg leading-relaxed">
        {children}
        <ul className="flex flex-col gap-2">
          <li>
            <Link to="/" className={linkLook}>
              <FormattedMessage id="notFound.home" />
            </Link>
          </li>
          <li>
            <Link to="/contact" className={linkLook}>
              <FormattedMessage id="notFound.contact" />
            </Link>
          </li>
        </ul>
      </div>
    </ScreenPage>
  );
}
