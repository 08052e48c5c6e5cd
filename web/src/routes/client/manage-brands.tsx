import { useParams } from 'wouter';
import { useNavigationState } from '#web/lib/navigation.ts';
import { BrandTable } from '#web/features/client/brands/brand-table.tsx';

/** /client/{clientId}/manageBrands (spec 2): the brand table; a save that led here says so. */
export function Component() {
  const { clientId = '' } = useParams();
  const saved = useNavigationState<{ brandSaved?: boolean }>()?.brandSaved;
  return <BrandTable clientId={clientId} saved={saved} />;
}
