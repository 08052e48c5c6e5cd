import { useParams } from 'wouter';
import { environment } from '#web/app/environment.ts';
import { ProSignup } from '#web/features/client/pro/pro-signup.tsx';

/** /client/{clientId}/premium/signup (spec 2): Get More with Pro, with this environment's support address. */
export function Component() {
  const { clientId = '' } = useParams();
  return <ProSignup clientId={clientId} supportEmail={environment.supportEmail} />;
}
