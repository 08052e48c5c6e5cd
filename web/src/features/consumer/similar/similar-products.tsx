import { useQuery } from '@tanstack/react-query';
import { Fragment, useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import * as commonMessages from '#shared/messages/common';
import * as consumerMessages from '#shared/messages/consumer';
import { Cannastamp } from '#web/components/cannastamp.tsx';
import type { SimilarEntry } from '#shared/schemas/similar';
import { similarQuery } from './api.ts';

/** True once the element comes within `margin` of the viewport (and from then on). */
function useNearViewport(margin: string) {
  const ref = useRef<HTMLElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el || near) return;
    if (typeof IntersectionObserver === 'undefined') return setNear(true);
    const seen = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    seen.observe(el);
    return () => seen.disconnect();
  }, [near, margin]);
  return { ref, near };
}

type Entry = SimilarEntry;

function SimilarCards({ entries, showCategory }: { entries: Entry[]; showCategory: boolean }) {
  return (
    <ul className="similar-grid">
      {entries.map((s) => (
        <li key={s.lot.product._id}>
          <Link to={s.lot.product.cleanUrl} className="similar-card">
            <Cannastamp test={s.targetTest} size={100} idPrefix="similar" />
            <span className="similar-name">{s.lot.product.name}</span>
            <span className="similar-brand">{s.lot.product.brand.name}</span>
            {showCategory && s.lot.product.productCategory && (
              <span className="tag tag-green similar-category">
                {/* a long category breaks after its slash, never inside a word */}
                {s.lot.product.productCategory.split('/').map((part, i) => (
                  <Fragment key={part}>
                    {i > 0 && (
                      <>
                        /<wbr />
                      </>
                    )}
                    {part}
                  </Fragment>
                ))}
              </span>
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/**
 * The answer keeps to the product's category and adds the nearest of other categories only when
 * its own has too few (#shared/similarity): those come under their own heading, each with its
 * category, so a flower's page never passes an edible off as a flower.
 */
function SimilarGrid({ entries, category }: { entries: Entry[]; category: string }) {
  const own = entries.filter((e) => (e.lot.product.productCategory ?? category) === category);
  const others = entries.filter((e) => (e.lot.product.productCategory ?? category) !== category);
  return (
    <>
      {own.length > 0 ? <SimilarCards entries={own} showCategory={false} /> : <p>{consumerMessages.noMatch}</p>}
      {others.length > 0 && (
        <section aria-labelledby="similar-others-title" className="similar-others">
          <h3 id="similar-others-title">{consumerMessages.similarOtherCategories}</h3>
          <p>{consumerMessages.similarOtherCategoriesNote(category)}</p>
          <SimilarCards entries={others} showCategory />
        </section>
      )}
    </>
  );
}

/**
 * 'Similar Products' (spec 1): the nearest available products by lab profile, each badge at 100 px.
 * The grid sits below the fold, so it is fetched and drawn when the reader nears it: a first visit
 * spends its network and main thread on the product itself (Lighthouse's mobile TBT on this page).
 */
export function SimilarProducts({ testId, category }: { testId: string; category: string }) {
  const { ref, near } = useNearViewport('600px');
  const similar = useQuery({ ...similarQuery(testId), enabled: near });
  return (
    <section aria-labelledby="similar-title" ref={ref}>
      <h2 id="similar-title" className="section-title">
        Similar Products
      </h2>
      {similar.isPending ? (
        <p role="status">Loading</p>
      ) : similar.isError ? (
        // a failed fetch is not 'no match': say so, and let the reader ask again
        <div className="alert similar-failed" role="alert">
          <span>{consumerMessages.similarFailed}</span>
          <button
            type="button"
            className="sample-button"
            onClick={() => void similar.refetch()}
            disabled={similar.isFetching}
          >
            {commonMessages.tryAgain}
          </button>
        </div>
      ) : similar.data.length === 0 ? (
        <p>{consumerMessages.noMatch}</p>
      ) : (
        <SimilarGrid entries={similar.data} category={category} />
      )}
    </section>
  );
}
