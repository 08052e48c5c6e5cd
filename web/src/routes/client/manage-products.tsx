import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { ApprovalList } from '#web/features/client/distributions/approval-list.tsx';
import { DispensaryPicker } from '#web/features/client/distributions/dispensary-picker.tsx';
import { ManageProducts } from '#web/features/client/products/manage-products.tsx';
import { clientQuery } from '#web/lib/client.ts';

/**
 * /client/{clientId}/manageProducts (spec 2): the product table, a business user's landing page.
 * Only a producer has products; they go to dispensaries, so it gets the approval list of their
 * requests and the bulk Distribute action.
 */
export function Component() {
  const { clientId = '' } = useParams();
  const company = useQuery(clientQuery(clientId));
  const producer = company.data?.type === 'producer';
  return (
    <ManageProducts
      clientId={clientId}
      approvals={producer ? <ApprovalList clientId={clientId} /> : undefined}
      dispensaryPicker={producer ? (props) => <DispensaryPicker clientId={clientId} {...props} /> : undefined}
    />
  );
}
