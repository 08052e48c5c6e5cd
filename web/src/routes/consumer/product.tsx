import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'wouter';
import * as consumerMessages from '#shared/messages/consumer';
import { isBusiness } from '#shared/roles';
import { pages } from '#web/app/paths.ts';
import { Cannastamp, CannastampLegend } from '#web/components/cannastamp.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { RateAndSave } from '#web/features/consumer/binder/rate-and-save.tsx';
import { AddToFavorites } from '#web/features/consumer/product/add-to-favorites.tsx';
import { productQuery } from '#web/features/consumer/product/api.ts';
import { ProductFacts } from '#web/features/consumer/product/product-facts.tsx';
import { TestFigures } from '#web/features/consumer/product/test-figures.tsx';
import { SimilarProducts } from '#web/features/consumer/similar/similar-products.tsx';
import { maySeeStampDownloads } from '#web/features/client/stamp-downloads/access.ts';
import { useSession } from '#web/lib/session.tsx';

// Downloads (Mantine buttons) load only for the business users who see them.
const StampDownloads = lazy(() =>
  import('#web/features/client/stamp-downloads/stamp-downloads.tsx').then((m) => ({ default: m.StampDownloads })),
);
const DispensarySignupModal = lazy(() =>
  import('#web/features/client/distributions/dispensary-signup-modal.tsx').then((m) => ({
    default: m.DispensarySignupModal,
  })),
);

/** /product/{id}/{referenceLotId?} (spec 1): the product, its cannastamp and lab figures, rating, downloads and similar products. */
export function Component() {
  const { id = '', referenceLotId } = useParams();
  const { user } = useSession();
  const [carrying, setCarrying] = useState(false);
  const query = useQuery(productQuery(id, referenceLotId));
  useEffect(() => {
    if (query.isError) console.error(consumerMessages.productFetchFailed, query.error);
  }, [query.isError, query.error]);
  return (
    <QueryState query={query} what="product">
      {(p) => (
        <div className="page-stack">
          <div className="product-head">
            {p.latestLot?.testResult && (
              <>
                <div className="product-stamp">
                  <Cannastamp test={p.latestLot.testResult} size={300} />
                </div>
                {/* the colours read beside the badge, not folded away below the page */}
                <section className="product-key" aria-labelledby="colour-key-title">
                  <h2 id="colour-key-title" className="legend-heading">
                    What the colours mean
                  </h2>
                  <CannastampLegend />
                </section>
              </>
            )}
            <div className="product-info">
              <h1 className="page-title">{p.name}</h1>
              <p className="byline">
                by <Link to={pages.brand.href({ brandId: p.brand._id })}>{p.brand.name}</Link>
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
              {p.active && (
                <AddToFavorites product={p} lotId={p.latestLot?._id} onDispensary={() => setCarrying(true)} />
              )}
              <ProductFacts product={p} test={p.latestLot?.testResult} />
            </div>
          </div>
          {carrying && (
            <Suspense fallback={null}>
              <DispensarySignupModal product={p} onClose={() => setCarrying(false)} />
            </Suspense>
          )}
          {p.certifiedBy && (
            <section aria-labelledby="certified-title" className="certified">
              <h2 id="certified-title" className="section-title">
                Certified By
              </h2>
              <div className="certified-lab">
                {p.certifiedBy.logo && (
                  <img src={p.certifiedBy.logo} alt={`${p.certifiedBy.name} logo`} width={64} height={64} />
                )}
                <span>{p.certifiedBy.name}</span>
              </div>
            </section>
          )}
          {p.shortDescription && <p>{p.shortDescription}</p>}
          {p.longDescription && <p className="dimmed">{p.longDescription}</p>}
          {/* business users keep no favourites (spec 1); the dispensary's own tool comes with the business area */}
          {!(user && isBusiness(user)) && <RateAndSave productId={p._id} lotId={p.latestLot?._id} />}
          {p.latestLot?.testResult ? (
            <>
              {maySeeStampDownloads(user) && (
                <Suspense fallback={null}>
                  <StampDownloads lotId={p.latestLot._id} />
                </Suspense>
              )}
              <TestFigures test={p.latestLot.testResult} lotId={p.latestLot._id} />
              <SimilarProducts testId={p.latestLot.testResult._id} category={p.productCategory} />
            </>
          ) : (
            <p role="status">No lab result has been published for this product yet.</p>
          )}
        </div>
      )}
    </QueryState>
  );
}
