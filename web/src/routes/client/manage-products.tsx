import { useParams } from 'react-router';
import { ManageProducts } from '#web/features/products/manage-products.tsx';

/** /client/{clientId}/manageProducts (spec 2): the product table, a business user's landing page. */
export function Component() {
  const { clientId = '' } = useParams();
  return <ManageProducts clientId={clientId} />;
}
