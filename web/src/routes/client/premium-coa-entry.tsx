import { useParams } from 'wouter';
import { CoaWizard } from '#web/features/client/coa-service/coa-wizard.tsx';

/** /client/{clientId}/premium-coa-entry (spec 2): the COA Data Entry Service wizard. */
export function Component() {
  const { clientId = '' } = useParams();
  return <CoaWizard clientId={clientId} />;
}
