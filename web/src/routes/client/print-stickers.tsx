import { useParams } from 'wouter';
import { PrintStickers } from '#web/features/client/printing/print-stickers.tsx';

/** /client/{clientId}/printStickers (spec 2 'Print stickers'). */
export function Component() {
  const { clientId = '' } = useParams();
  return <PrintStickers clientId={clientId} />;
}
