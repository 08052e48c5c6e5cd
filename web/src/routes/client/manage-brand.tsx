import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import { QueryState } from '#web/components/query-state.tsx';
import { clientBrandQuery } from '#web/features/client/brands/api.ts';
import { BrandForm } from '#web/features/client/brands/brand-form.tsx';

function ExistingBrand({ clientId, brandId }: { clientId: string; brandId: string }) {
  const query = useQuery(clientBrandQuery(clientId, brandId));
  return (
    <QueryState query={query} what="brand">
      {({ brand }) => <BrandForm key={brand.updatedAt} clientId={clientId} brand={brand} />}
    </QueryState>
  );
}

/** /client/{clientId}/manageBrand/{brandId?} (spec 2): the brand form, new without an id. */
export function Component() {
  const { clientId = '', brandId } = useParams();
  return brandId ? <ExistingBrand clientId={clientId} brandId={brandId} /> : <BrandForm clientId={clientId} />;
}
