import { useParams } from 'wouter';
import { TestResultTable } from '#web/features/client/test-results/test-result-table.tsx';

/** /client/{clientId}/testResults: the side menu's Test Results, a paged table of the client's results. */
export function Component() {
  const { clientId = '' } = useParams();
  return <TestResultTable clientId={clientId} />;
}
