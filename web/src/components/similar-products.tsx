import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { call } from '../api/client.ts';
import { Cannastamp } from './cannastamp.tsx';

const NO_MATCH = "We didn't find a good match, but we are adding more every day!";

/** 'Similar Products' (spec 1): the nearest available products by lab profile, each badge at 100 px. */
export function SimilarProducts({ testId }: { testId: string }) {
  const similar = useQuery({
    queryKey: ['similar', testId],
    queryFn: ({ signal }) => call('getProductComps', { params: { id: testId } }, signal),
  });
  return (
    <section aria-labelledby="similar-title">
      <h2 id="similar-title" className="section-title">
        Similar Products
      </h2>
      {similar.isPending ? (
        <p role="status">Loading</p>
      ) : similar.isError || similar.data.length === 0 ? (
        <p>{NO_MATCH}</p>
      ) : (
        <ul className="similar-grid">
          {similar.data.map((s) => (
            <li key={s.lot.product._id}>
              <Link to={s.lot.product.cleanUrl} className="similar-card">
                <Cannastamp test={s.targetTest} size={100} idPrefix="similar" />
                <span className="similar-name">{s.lot.product.name}</span>
                <span className="similar-brand">{s.lot.product.brand.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
