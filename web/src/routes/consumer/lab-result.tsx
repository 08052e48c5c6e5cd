import { useParams } from 'react-router';
import { LabResult } from '#web/features/consumer/lab-result/lab-result.tsx';

/** /lab-result/{lotId}: the public page behind every sticker's QR code. */
export function Component() {
  const { lotId = '' } = useParams();
  return <LabResult lotId={lotId} />;
}
