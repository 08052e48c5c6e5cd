import { useLocation, useParams } from 'react-router';
import { BrandTable } from '#web/features/client/brands/brand-table.tsx';

/** /client/{clientId}/manageBrands (spec 2): the brand table; a save that led here says so. */
export function Component() {
  const { clientId = '' } = useParams();
  const saved = (useLocation().state as { brandSaved?: boolean } | null)?.brandSaved;
  return <BrandTable clientId={clientId} saved={saved} />;
}
