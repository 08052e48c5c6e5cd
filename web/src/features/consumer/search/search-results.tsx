import { Link } from 'react-router';
import type { SearchEntry } from '#shared/schemas/search';
import { ListStamp } from '#web/components/cannastamp.tsx';

/** One list of search results, a grid of cannastamps. */
export function Results({ title, entries }: { title?: string; entries: SearchEntry[] }) {
  return (
    <section aria-label={title ?? 'In stores'}>
      {title && <h2 className="section-title">{title}</h2>}
      <ul className="result-grid">
        {entries.map((e) => (
          <li key={e._id}>
            <Link to={e.cleanUrl} className="result-card">
              <ListStamp test={e.latestLot?.testResult} size={150} idPrefix="result" />
              <span className="result-name">{e.name}</span>
              <span className="result-brand">{e.brand.name}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
