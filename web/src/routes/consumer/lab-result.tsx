import { useParams } from 'wouter';
import { isDispensary, keepsFavourites } from '#shared/roles';
import { AddToFavorites } from '#web/features/consumer/product/add-to-favorites.tsx';
import { LabResult } from '#web/features/consumer/lab-result/lab-result.tsx';
import { useSession } from '#web/lib/session.tsx';

/**
 * /lab-result/{lotId}: the public page behind every sticker's QR code. A signed-in consumer may
 * save the lot's product to favorites here, with the product page's own heart (the same binder call).
 */
export function Component() {
  const { lotId = '' } = useParams();
  const { user } = useSession();
  const consumer = !!user && keepsFavourites(user) && !isDispensary(user);
  return (
    <LabResult
      lotId={lotId}
      save={
        consumer
          ? (product, lot) => <AddToFavorites product={product} lotId={lot} onDispensary={() => undefined} />
          : undefined
      }
    />
  );
}
