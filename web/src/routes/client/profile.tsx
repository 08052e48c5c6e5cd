import { useParams } from 'wouter';
import { CompanyProfile } from '#web/features/client/company/company-profile.tsx';

/** /client/{clientId}/profile: the company profile. */
export function Component() {
  const { clientId = '' } = useParams();
  return <CompanyProfile clientId={clientId} />;
}
