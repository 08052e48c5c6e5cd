import { useParams } from 'react-router';
import { KioskStorefront } from '#web/features/kiosk-storefront/storefront.tsx';

/** /whitelabel/{clientId} (spec 3): the store's kiosk storefront, outside the site chrome. */
export function Component() {
  const { kioskUser = '' } = useParams();
  return <KioskStorefront clientId={kioskUser} />;
}
