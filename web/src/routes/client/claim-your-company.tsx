import { useSearchParams } from 'wouter';
import { ClaimCompany } from '#web/features/client/company/claim-company.tsx';

/** /ClaimYourCompany: a business user without a company registers or claims one. */
export function Component() {
  const [search] = useSearchParams();
  const company = search.get('company');
  return (
    <ClaimCompany
      proTrial={search.get('offer') === 'pro-trial'}
      companyId={company && /^[0-9a-f]{24}$/.test(company) ? company : undefined}
    />
  );
}
