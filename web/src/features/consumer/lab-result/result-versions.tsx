import { useInfiniteQuery } from '@tanstack/react-query';
import { labelOf } from '#shared/figure-labels';
import type { ResultVersion } from '#shared/schemas/lab-result';
import { resultVersionsQuery } from './api.ts';

const WHAT: Record<ResultVersion['kind'], string> = {
  first: 'First result',
  edited: 'Result corrected',
  replaced: 'Another result put on this lot',
};

/** The figures a save changed, as printed: 'Δ9-THC 20.1 → 21.3'. */
function Changes({ v }: { v: ResultVersion }) {
  if (v.kind === 'first') return <>—</>;
  if (v.changes.length === 0) return <>No figure changed</>;
  return (
    <ul className="changes">
      {v.changes.map((c) => (
        <li key={c.key}>
          {labelOf(c.key)}: {c.from ?? 'not reported'} → {c.to ?? 'not reported'}
        </li>
      ))}
    </ul>
  );
}

/**
 * The lot's history (docs/lab-result-page.md): every result its QR code has shown, newest first,
 * from the lot's results log; the newest is the result shown above. Older versions load on request.
 */
export function ResultVersions({ lotId, currentId }: { lotId: string; currentId: string }) {
  const query = useInfiniteQuery(resultVersionsQuery(lotId));
  const versions = query.data?.pages.flatMap((p) => p.versions) ?? [];
  return (
    <section aria-labelledby="versions-title">
      <h2 id="versions-title">History of this lot's result</h2>
      {query.isPending ? (
        <p>Loading the history…</p>
      ) : query.isError ? (
        <p role="alert">We couldn't load this lot's history.</p>
      ) : versions.length === 0 ? (
        <p>No earlier results.</p>
      ) : (
        <>
          <table className="figures versions">
            <thead>
              <tr>
                <th scope="col">Saved</th>
                <th scope="col">Test date, lab and approval</th>
                <th scope="col">What changed</th>
              </tr>
            </thead>
            <tbody>
              {versions.map((v, i) => (
                <tr key={`${v.savedAt}#${v.testResultId}`}>
                  <td>
                    {v.savedAt.slice(0, 10)}
                    <br />
                    {i === 0 && v.testResultId === currentId ? 'Current result' : WHAT[v.kind]}
                  </td>
                  <td>
                    {v.testDate ?? 'Test date not given'}
                    <br />
                    {v.labName}
                    <br />
                    {v.approved ? 'Approved' : 'Not approved'}
                  </td>
                  <td>
                    <Changes v={v} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {query.hasNextPage && (
            <button type="button" onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage}>
              {query.isFetchingNextPage ? 'Loading…' : 'Show older results'}
            </button>
          )}
        </>
      )}
    </section>
  );
}
