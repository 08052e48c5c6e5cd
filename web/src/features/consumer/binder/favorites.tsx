import { Button } from '@mantine/core';
import '#web/components/mantine.css';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'wouter';
import { useNavigate } from '#web/lib/navigation.ts';
import * as binderMessages from '#shared/messages/binder';
import type { BinderItem, Usage } from '#shared/schemas/binder';
import { pages } from '#web/app/paths.ts';
import { ListStamp } from '#web/components/cannastamp.tsx';
import { Thumb } from '#web/components/thumbs.tsx';
import { useSession } from '#web/lib/session.tsx';
import { binderItemsRemoved, binderQuery } from './favorites-api.ts';
import { RemoveFavorite } from './remove-favorite.tsx';

const ratingWords = (r: number) => (r === 1 ? 'thumbs up' : r === -1 ? 'thumbs down' : 'not rated yet');

/**
 * /binder 'My Favorites' (spec 1): the caller's items grouped by product, a page (60 items) at a
 * time; 'Show more favorites' appends the next page. A product's items are always on one page.
 * Each card has a Remove control, which asks first and then takes the product out of the pages
 * already shown: the next page's cursor names the last item of the page before, which the API
 * pages on whether or not that item still exists, so paging goes on without a refetch.
 */
export function Favorites() {
  const { user } = useSession();
  const navigate = useNavigate();
  const client = useQueryClient();
  const binder = useInfiniteQuery({ ...binderQuery(), enabled: !!user, retry: false });
  // no session on arrival, or the call fails: away from here (spec 1). Logging out from this page
  // ends the session too, and a call refused then is logout's to answer: it goes to /goodbye.
  const arrivedSignedIn = useRef(!!user);
  const failedSignedIn = binder.isError && !!user;
  useEffect(() => {
    if (!arrivedSignedIn.current || failedSignedIn) void navigate(pages.home.href(), { replace: true });
  }, [failedSignedIn, navigate]);

  const loaded = binder.data?.pages ?? [];
  const byProduct = new Map<string, BinderItem[]>();
  for (const i of loaded.flatMap((p) => p.items)) byProduct.set(i.product, [...(byProduct.get(i.product) ?? []), i]);
  const products = loaded.flatMap((p) => p.products);

  const [removing, setRemoving] = useState<string>();
  const [removed, setRemoved] = useState('');
  // the dialog unmounts when it closes, so focus is put back by hand: on its own Remove after a
  // Cancel, and after a removal on the next card's (the previous one at the end, the heading when
  // none is left) rather than the top of the page with the vanished button
  const [focusTo, setFocusTo] = useState<string | null>();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (focusTo === undefined) return;
    const next = focusTo ? list.current?.querySelector<HTMLElement>(`[data-product="${focusTo}"]`) : undefined;
    (next ?? heading.current)?.focus();
    setFocusTo(undefined);
  }, [focusTo]);
  // every shown product removed while more are stored: fetch on rather than say the binder is empty
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = binder;
  useEffect(() => {
    if (binder.data && products.length === 0 && hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [binder.data, products.length, hasNextPage, isFetchingNextPage, fetchNextPage]);

  const removingProduct = products.find((p) => p._id === removing);
  const onRemoved = (product: { _id: string; name: string }, usages: Usage[]) => {
    const left = (byProduct.get(product._id) ?? []).filter((i) => !usages.includes(i.usage));
    binderItemsRemoved(client, product._id, usages, left.length === 0);
    if (left.length > 0) return;
    const at = products.findIndex((p) => p._id === product._id);
    setFocusTo((products[at + 1] ?? products[at - 1])?._id ?? null);
    setRemoving(undefined);
    setRemoved(binderMessages.favoriteRemoved(product.name));
  };

  return (
    <div className="page-stack binder">
      <h1 className="page-title" ref={heading} tabIndex={-1}>
        My Favorites
      </h1>
      <p role="status" className="visually-hidden">
        {removed}
      </p>
      {binder.isPending ? (
        <p role="status" className="page-loading">
          Loading
        </p>
      ) : binder.data && products.length === 0 && !hasNextPage ? (
        <p>
          You currently have no favorites saved. <Link to={pages.search.href()}>Search for a product you enjoy</Link>,
          mark it as a favorite, and it will show up here.
        </p>
      ) : (
        <>
          <ul className="binder-list" ref={list}>
            {products.map((p) => (
              <li key={p._id} className="binder-card">
                <Link to={p.cleanUrl} className="binder-product">
                  <ListStamp test={p.testResult} size={100} idPrefix="binder" />
                  <span className="result-name">{p.name}</span>
                  <span className="result-brand">{p.brand.name}</span>
                </Link>
                <div className="binder-side">
                  <ul className="binder-usages" aria-label={`Your ratings for ${p.name}`}>
                    {(byProduct.get(p._id) ?? []).map((i) => (
                      <li
                        key={i.usage}
                        className={`rating-${i.rating === 1 ? 'up' : i.rating === -1 ? 'down' : 'none'}`}
                      >
                        {i.rating !== 0 && <Thumb up={i.rating === 1} size={16} />}
                        <span>
                          {i.usage}
                          <span className="visually-hidden">: {ratingWords(i.rating)}</span>
                        </span>
                      </li>
                    ))}
                  </ul>
                  <Button
                    variant="outline"
                    color="red.9"
                    size="compact-sm"
                    data-product={p._id}
                    onClick={() => setRemoving(p._id)}
                  >
                    Remove<span className="visually-hidden"> {p.name} from favorites</span>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
          {hasNextPage && (
            <Button
              variant="light"
              className="binder-more"
              onClick={() => void fetchNextPage()}
              loading={isFetchingNextPage}
            >
              Show more favorites
            </Button>
          )}
        </>
      )}
      {removingProduct && (
        <RemoveFavorite
          product={removingProduct}
          items={byProduct.get(removingProduct._id) ?? []}
          onRemoved={(usages) => onRemoved(removingProduct, usages)}
          onClose={() => {
            setRemoving(undefined);
            setFocusTo(removingProduct._id);
          }}
        />
      )}
    </div>
  );
}
