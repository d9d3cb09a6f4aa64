// The reset-password screen (guest only, /reset-password?token=...); lazy-loaded as the group
// "resetpassword". Without a token there is nothing to reset, so it offers a new link instead.
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { textLink } from '../../components/buttons/button-styles.ts';
import { formKitMessages } from '../../components/form/messages/index.ts';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { DoneWithLoginLink } from './ConfirmationNotice.tsx';
import { ResetPasswordForm } from './ResetPasswordForm.tsx';

function MissingToken() {
  return (
    <div className="max-w-prose space-y-4 text-lg">
      <p>
        <FormattedMessage id="password.reset.missingToken" />
      </p>
      <p>
        <Link to="/forgot-password" className={textLink}>
          <FormattedMessage id="password.reset.requestNew" />
        </Link>
      </p>
    </div>
  );
}

function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const [done, setDone] = useState(false);
  const showForm = token !== '' && !done;
  return (
    <ScreenPage
      titleId="page.resetPassword.title"
      introId={showForm ? 'page.resetPassword.intro' : undefined}
      trail={[{ labelId: 'nav.home', to: '/' }]}
    >
      {done ? (
        <DoneWithLoginLink messageId="password.reset.done" />
      ) : token === '' ? (
        <MissingToken />
      ) : (
        <ResetPasswordForm token={token} onDone={() => setDone(true)} />
      )}
    </ScreenPage>
  );
}

// The validation texts (shared with the /v1 API) come with the form kit's catalogue.
export default withFeatureMessages(formKitMessages, ResetPasswordPage);
