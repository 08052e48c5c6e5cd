import { useParams } from 'wouter';
import { isAdmin } from '#shared/roles';
import { LotTable } from '#web/features/client/lots/lot-table.tsx';
import { useSession } from '#web/lib/session.tsx';

/** /client/{clientId}/parentLots (spec 2): Parent/Test Lots, where a saved test result leads. */
export function Component() {
  const { clientId = '' } = useParams();
  const { user } = useSession();
  return <LotTable clientId={clientId} kind="parentLot" admin={!!user && isAdmin(user)} />;
}
