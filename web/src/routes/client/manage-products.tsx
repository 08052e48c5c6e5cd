import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useParams } from 'wouter';
import { ManageProducts } from '#web/features/client/products/manage-products.tsx';
import { clientQuery } from '#web/lib/client.ts';

// below the table, or in a dialog: loaded after it, so the table's first render does not wait for their code
const ApprovalList = lazy(() =>
  import('#web/features/client/distributions/approval-list.tsx').then((m) => ({ default: m.ApprovalList })),
);
const DispensaryPicker = lazy(() =>
  import('#web/features/client/distributions/dispensary-picker.tsx').then((m) => ({ default: m.DispensaryPicker })),
);

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
      approvals={
        producer ? (
          <Suspense fallback={null}>
            <ApprovalList clientId={clientId} />
          </Suspense>
        ) : undefined
      }
      dispensaryPicker={
        producer
          ? (props) => (
              <Suspense fallback={null}>
                <DispensaryPicker clientId={clientId} {...props} />
              </Suspense>
            )
          : undefined
      }
    />
  );
}
