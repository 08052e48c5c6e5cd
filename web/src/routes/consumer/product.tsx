import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type MouseEvent } from 'react';
import { Link, useParams } from 'react-router';
import { messages } from '#shared/messages';
import { call } from '../../api/client.ts';
import { QueryState } from '../../components/query-state.tsx';
import { Cannastamp, CannastampLegend } from '../../components/cannastamp.tsx';
import { SimilarProducts } from '../../components/similar-products.tsx';
import { RateAndSave } from '../../components/rate-and-save.tsx';
import { TestFigures } from '../../components/test-figures.tsx';
import { useSession } from '../../lib/session.tsx';

// Downloads (Mantine buttons) load only for the business users who see them.
const StampDownloads = lazy(() => import('../../components/stamp-downloads.tsx').then((m) => ({ default: m.StampDownloads })));
const DispensarySignupModal = lazy(() => import('../../components/dispensary-signup-modal.tsx').then((m) => ({ default: m.DispensarySignupModal })));

/**
 * 'Add to favorites' (spec 1): a favourite is a rated activity, so the link takes a consumer to the
 * Rate & Save grid (a visitor to sign-in first); for a dispensary user it opens the dispensary's
 * product-signup instead. Processor users keep no favourites and see no link.
 */
function AddToFavorites({ onDispensary }: { onDispensary: () => void }) {
  const { user, setSignInOpen } = useSession();
  if (user?.processorUser && !user.dispensaryUser) return null;
  const onClick = (e: MouseEvent) => {
    if (user?.dispensaryUser || !user) {
      e.preventDefault();
      return user ? onDispensary() : setSignInOpen(true);
    }
    // the browser follows #rate-and-save; focus the section itself so the keyboard lands there too
    // (its activity widgets remount when the saved ratings arrive, which would drop a focused thumb)
    requestAnimationFrame(() => document.querySelector<HTMLElement>('#rate-and-save')?.focus());
  };
  return (
    <a href="#rate-and-save" className="add-favorite" onClick={onClick}>
      <span aria-hidden="true">♡</span> Add to favorites
    </a>
  );
}

export function Component() {
  const { id = '', referenceLotId } = useParams();
  const { user } = useSession();
  const [carrying, setCarrying] = useState(false);
  const business = !!user && (user.adminUser || user.processorUser || user.dispensaryUser);
  const query = useQuery({
    queryKey: ['product', id, referenceLotId],
    queryFn: ({ signal }) => call('getProduct', { params: { id, optional: referenceLotId } }, signal),
  });
  useEffect(() => {
    if (query.isError) console.error(messages.productFetchFailed, query.error);
  }, [query.isError, query.error]);
  return (
    <QueryState query={query} what="product">
      {(p) => (
        <div className="page-stack">
          <div className="product-head">
            {p.latestLot?.testResult && <Cannastamp test={p.latestLot.testResult} size={300} />}
            <div>
              <h1 className="page-title">{p.name}</h1>
              <p className="byline">
                by <Link to={`/brand/${p.brand._id}`}>{p.brand.name}</Link>
              </p>
              <p className="tags">
                <span className="tag tag-green">{p.productCategory}</span>
                <span className="tag">{p.productType}</span>
                {!p.active ? (
                  <span className="tag tag-red">Discontinued</span>
                ) : !p.available ? (
                  <span className="tag tag-orange">No Longer In Stores</span>
                ) : null}
              </p>
              {p.active && <AddToFavorites onDispensary={() => setCarrying(true)} />}
            </div>
          </div>
          {carrying && (
            <Suspense fallback={null}>
              <DispensarySignupModal product={p} onClose={() => setCarrying(false)} />
            </Suspense>
          )}
          {p.certifiedBy && (
            <section aria-labelledby="certified-title" className="certified">
              <h2 id="certified-title" className="section-title">Certified By</h2>
              <div className="certified-lab">
                {p.certifiedBy.logo && <img src={p.certifiedBy.logo} alt={`${p.certifiedBy.name} logo`} width={64} height={64} />}
                <span>{p.certifiedBy.name}</span>
              </div>
            </section>
          )}
          {p.shortDescription && <p>{p.shortDescription}</p>}
          {p.longDescription && <p className="dimmed">{p.longDescription}</p>}
          {/* business users keep no favourites (spec 1); the dispensary's own tool comes with the business area */}
          {!(user?.processorUser || user?.dispensaryUser) && <RateAndSave productId={p._id} lotId={p.latestLot?._id} />}
          {p.latestLot?.testResult ? (
            <>
              <details className="colour-key">
                <summary>What the colours mean</summary>
                <CannastampLegend />
              </details>
              {business && (
                <Suspense fallback={null}>
                  <StampDownloads lotId={p.latestLot._id} />
                </Suspense>
              )}
              <TestFigures test={p.latestLot.testResult} />
              <SimilarProducts testId={p.latestLot.testResult._id} />
            </>
          ) : (
            <p role="status">No lab result has been published for this product yet.</p>
          )}
        </div>
      )}
    </QueryState>
  );
}
