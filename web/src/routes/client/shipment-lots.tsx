import { useParams } from 'wouter';
import { isAdmin } from '#shared/roles';
import { LotTable } from '#web/features/client/lots/lot-table.tsx';
import { useSession } from '#web/lib/session.tsx';

/** /client/{clientId}/shipmentLots (spec 2): Manage Shipments, with 'Show Old Shipments'. */
export function Component() {
  const { clientId = '' } = useParams();
  const { user } = useSession();
  return <LotTable clientId={clientId} kind="shipment" admin={!!user && isAdmin(user)} />;
}
