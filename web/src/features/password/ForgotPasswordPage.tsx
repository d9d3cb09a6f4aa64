// The forgot-password screen (guest only, /forgot-password); lazy-loaded as the group "forgotpassword".
import { ScreenPage } from '../../components/page/ScreenPage.tsx';
import { ForgotPasswordForm } from './ForgotPasswordForm.tsx';

export default function ForgotPasswordPage() {
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
