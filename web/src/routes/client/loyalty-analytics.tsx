import { useParams } from 'react-router';
import { environment } from '#web/app/environment.ts';
import { ProSignup } from '#web/features/pro/pro-signup.tsx';

/** /client/{clientId}/loyalty/analytics (spec 3): the same Get More with Pro page as premium/signup. */
export function Component() {
  const { clientId = '' } = useParams();
  return <ProSignup clientId={clientId} supportEmail={environment.supportEmail} />;
}
