// The forgot-password screen (guest only, /forgot-password); lazy-loaded as the group "forgotpassword".
import { formKitMessages } from '../../components/form/messages/index.ts';
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { withFeatureMessages } from '../../i18n/feature-messages.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

function ForgotPasswordPage() {
  return (
    <ScreenPage
      titleId="page.forgotPassword.title"
      introId="page.forgotPassword.intro"
      trail={[{ labelId: 'nav.home', to: '/' }]}
    >
      <ForgotPasswordForm />
    </ScreenPage>
  );
}

// The validation texts (shared with the /v1 API) come with the form kit's catalogue.
export default withFeatureMessages(formKitMessages, ForgotPasswordPage);
