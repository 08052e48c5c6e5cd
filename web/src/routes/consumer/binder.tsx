import { Button } from '@mantine/core';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate } from 'react-router';
import type { BinderItem } from '#shared/schemas/binder';
import { call } from '../../api/client.ts';
import { ListStamp } from '../../components/cannastamp.tsx';
import { Thumb } from '../../components/thumbs.tsx';
import { useSession } from '../../lib/session.tsx';

const ratingWords = (r: number) => (r === 1 ? 'thumbs up' : r === -1 ? 'thumbs down' : 'not rated yet');

/**
 * /binder 'My Favorites' (spec 1): the caller's items grouped by product, a page (60 items) at a
 * time; 'Show more favorites' appends the next page. A product's items are always on one page.
 */
export function Component() {
  const { user } = useSession();
  const navigate = useNavigate();
  const binder = useInfiniteQuery({
    queryKey: ['binder'],
    queryFn: ({ signal, pageParam }) => call('getBinder', pageParam ? { body: { cursor: pageParam } } : {}, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled: !!user,
    retry: false,
  });
  // no session on arrival, or the call fails: away from here (spec 1). Logging out from this page
  // ends the session too, but logout goes to /goodbye by itself.
  const arrivedSignedIn = useRef(!!user);
  useEffect(() => {
    if (!arrivedSignedIn.current || binder.isError) void navigate('/', { replace: true });
  }, [binder.isError, navigate]);

  const pages = binder.data?.pages ?? [];
  const byProduct = new Map<string, BinderItem[]>();
  for (const i of pages.flatMap((p) => p.items)) byProduct.set(i.product, [...(byProduct.get(i.product) ?? []), i]);
  const products = pages.flatMap((p) => p.products);

  return (
    <div className="page-stack binder">
      <h1 className="page-title">My Favorites</h1>
      {binder.isPending ? (
        <p role="status" className="page-loading">
          Loading
        </p>
      ) : binder.data && products.length === 0 ? (
        <p>
          You currently have no favorites saved. <Link to="/search">Search for a product you enjoy</Link>, mark it as a favorite, and it will show up
          here.
        </p>
      ) : (
        <>
          <ul className="binder-list">
            {products.map((p) => (
              <li key={p._id} className="binder-card">
                <Link to={p.cleanUrl} className="binder-product">
                  <ListStamp test={p.testResult} size={100} idPrefix="binder" />
                  <span className="result-name">{p.name}</span>
                  <span className="result-brand">{p.brand.name}</span>
                </Link>
                <ul className="binder-usages" aria-label={`Your ratings for ${p.name}`}>
                  {(byProduct.get(p._id) ?? []).map((i) => (
                    <li key={i.usage} className={`rating-${i.rating === 1 ? 'up' : i.rating === -1 ? 'down' : 'none'}`}>
                      {i.rating !== 0 && <Thumb up={i.rating === 1} size={16} />}
                      <span>
                        {i.usage}
                        <span className="visually-hidden">: {ratingWords(i.rating)}</span>
                      </span>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
          {binder.hasNextPage && (
            <Button variant="light" className="binder-more" onClick={() => void binder.fetchNextPage()} loading={binder.isFetchingNextPage}>
              Show more favorites
            </Button>
          )}
        </>
      )}
    </div>
  );
}
