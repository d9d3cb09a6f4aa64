// The page-not-found screen (catch-all route); lazy-loaded as the screen group "page-not-found".
import { FormattedMessage } from 'react-intl';
import { ProblemPage } from './ProblemPage.tsx';

export default function NotFoundPage() {
  return (
    <ProblemPage titleId="notFound.title">
      <p>
        <FormattedMessage id="notFound.message" />
      </p>
      <p>
        <FormattedMessage id="notFound.checkUrl" />
      </p>
    </ProblemPage>
  );
}
