import { useParams } from 'wouter';
import { SignupForm } from '#web/features/account/sign-in/signup-form.tsx';

/** /signup and /signup/{CTAText?}/{entityType?} (spec 1). */
export function Component() {
  const { CTAText, entityType } = useParams();
  return <SignupForm CTAText={CTAText} entityType={entityType} />;
}
