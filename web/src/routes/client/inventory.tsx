import { useParams } from 'wouter';
import { KioskInventory } from '#web/features/client/distributions/kiosk-inventory.tsx';

/** /client/{clientId}/inventory (spec 2): the dispensary's Kiosk Inventory. */
export function Component() {
  const { clientId = '' } = useParams();
  return <KioskInventory clientId={clientId} />;
}
