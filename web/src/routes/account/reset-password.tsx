import { useParams } from 'wouter';
import { RecoverPasswordForm } from '#web/features/account/sign-in/recover-password-form.tsx';

/** /resetPassword/{resetToken} (spec 1). */
export function Component() {
  const { resetToken = '' } = useParams();
  return <RecoverPasswordForm resetToken={resetToken} />;
}
