// The page the gateway answers a browser with when a request fails on the server (HTTP 500) or
// cannot be read (a bad URL): prerendered at build (web/src/prerender/), with the request's id put
// in by the gateway so a visitor can quote it. It never comes from the app's routes: the document
// is sent without the app's JavaScript, so what it says stays on screen.
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';

const linkLook =
  'font-semibold text-brand-primary-dark underline underline-offset-2 hover:text-brand-primary-darker';

export function ServerErrorPage({ requestId }: { requestId: string }) {
  return (
    <ScreenPage titleId="serverError.title" trail={[{ labelId: 'nav.home', to: '/' }]}>
      <div className="max-w-prose space-y-4 text-lg leading-relaxed">
        <p>
          <FormattedMessage id="serverError.message" />
        </p>
        <p>
          <FormattedMessage
            id="serverError.reference"
            values={{ requestId: <code className="font-mono text-base">{requestId}</code> }}
          />
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
