import { Divider } from '@mantine/core';
import { useParams, useSearchParams } from 'wouter';
import { useNavigate } from '#web/lib/navigation.ts';
import { CsvTestUpload } from '#web/features/client/test-results/csv-test-upload.tsx';
import { TestResultForm } from '#web/features/client/test-results/test-result-form.tsx';
import { pages } from '#web/app/paths.ts';
import { useSession } from '#web/lib/session.tsx';

/**
 * /client/{clientId}/testResult/{testResultId?} (spec 2): the test result form; a save goes on to
 * the parent lots, where the result's lot is listed. `?product=<id>` makes a new result's lot that
 * product's. Admins also get the CSV bulk test upload.
 */
export function Component() {
  const { clientId = '', testResultId } = useParams();
  const navigate = useNavigate();
  // ?product=<id>: a new result of a known product, whose lot is then that product's
  const [search] = useSearchParams();
  const product = search.get('product');
  const { user } = useSession();
  return (
    <>
      <TestResultForm
        clientId={clientId}
        testResultId={testResultId}
        productId={product && /^[0-9a-f]{24}$/.test(product) ? product : undefined}
        onSaved={() => navigate(pages.clientParentLots.href({ clientId }))}
      />
      {user?.adminUser && !testResultId && (
        <>
          <Divider my="xl" />
          <CsvTestUpload clientId={clientId} />
        </>
      )}
    </>
  );
}
