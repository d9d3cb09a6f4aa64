// The page-not-found screen (catch-all route); lazy-loaded as the screen group "page-not-found".
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

const linkLook =
  'font-semibold text-brand-primary-dark underline underline-offset-2 hover:text-brand-primary-darker';

export default function NotFoundPage() {
  return (
    <ScreenPage titleId="notFound.title" trail={[{ labelId: 'nav.home', to: '/' }]}>
      <div className="max-w-prose space-y-4 text-lg leading-relaxed">
        <p>
          <FormattedMessage id="notFound.message" />
        </p>
        <p>
          <FormattedMessage id="notFound.checkUrl" />
        </p>
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
