import { useParams } from 'wouter';
import { BrandProfile } from '#web/features/consumer/brand/brand-profile.tsx';

/** /brand/{brandId} (spec 1). */
export function Component() {
  const { brandId = '' } = useParams();
  return <BrandProfile brandId={brandId} />;
}
