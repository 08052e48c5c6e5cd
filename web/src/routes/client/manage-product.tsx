import { useParams } from 'wouter';
import { DistributionPanel } from '#web/features/client/distributions/distribution-panel.tsx';
import { ProductLots } from '#web/features/client/lots/product-lots.tsx';
import { ProductForm } from '#web/features/client/products/product-form.tsx';

/** /client/{clientId}/manageProduct/{productId}, manageProduct and addProduct (spec 2): the product form, with its distribution panel and its lots once saved. */
export function Component() {
  const { clientId = '', productId } = useParams();
  return (
    <ProductForm
      clientId={clientId}
      productId={productId}
      key={productId ?? 'new'}
      distribution={(p) => (
        <>
          <DistributionPanel clientId={clientId} productId={p._id} active={p.active} />
          <ProductLots clientId={clientId} productId={p._id} />
        </>
      )}
    />
  );
}
