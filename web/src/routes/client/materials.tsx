import { useParams } from 'wouter';
import { Materials } from '#web/features/client/printing/materials.tsx';

/** /client/{clientId}/materials (spec 2): flyer, product cards and table-top cards as PDFs. */
export function Component() {
  const { clientId = '' } = useParams();
  return <Materials clientId={clientId} />;
}
