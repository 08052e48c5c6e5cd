import { useParams } from 'react-router';
import { ApprovalList } from '#web/features/distributions/approval-list.tsx';
import { DispensaryPicker } from '#web/features/distributions/dispensary-picker.tsx';
import { ManageProducts } from '#web/features/products/manage-products.tsx';

/** /client/{clientId}/manageProducts (spec 2): the product table, a business user's landing page, with the producer's approval list. */
export function Component() {
  const { clientId = '' } = useParams();
  return (
    <ManageProducts
      clientId={clientId}
      approvals={<ApprovalList clientId={clientId} />}
      dispensaryPicker={(props) => <DispensaryPicker clientId={clientId} {...props} />}
    />
  );
}
