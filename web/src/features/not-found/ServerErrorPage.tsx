// The page the gateway answers a browser with when a request fails on the server (HTTP 500) or
// cannot be read (a bad URL): prerendered at build (web/src/prerender/), with the request's id put
// in by the gateway so a visitor can quote it. It never comes from the app's routes: the document
// is sent without the app's JavaScript, so what it says stays on screen.
import { FormattedMessage } from 'react-intl';
import { ProblemPage } from './ProblemPage.tsx';

export function ServerErrorPage({ requestId }: { requestId: string }) {
  return (
    <ProblemPage titleId="serverError.title">
      <p>
        <FormattedMessage id="serverError.message" />
      </p>
      <p>
        <FormattedMessage
          id="serverError.reference"
          values={{ requestId: <code className="font-mono text-base">{requestId}</code> }}
        />
      </p>
    </ProblemPage>
  );
}
