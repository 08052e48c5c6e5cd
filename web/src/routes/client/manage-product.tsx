import { useParams } from 'react-router';
import { ProductForm } from '#web/features/products/product-form.tsx';

/** /client/{clientId}/manageProduct/{productId}, manageProduct and addProduct (spec 2): the product form. */
export function Component() {
  const { clientId = '', productId } = useParams();
  return <ProductForm clientId={clientId} productId={productId} key={productId ?? 'new'} />;
}
