import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { messages } from '#shared/messages';
import type { SearchEntry } from '#shared/schemas/search';
import { call } from '../../api/client.ts';
import { ListStamp } from '../../components/cannastamp.tsx';
import { SearchBox } from '../../components/search-box.tsx';

/** Results per list on the full page (the public box asks for 10). */
export const PAGE_RESULTS = 48;

function Results({ title, entries }: { title?: string; entries: SearchEntry[] }) {
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

/** /search and /search/{searchString} (spec 1): 'Search results for {query}' as a grid of cannastamps. */
export function Component() {
  const { searchString = '' } = useParams();
  const q = searchString.trim();
  const results = useQuery({
    queryKey: ['search', q],
    queryFn: ({ signal }) => call('search', { body: { searchString: q, resultCount: PAGE_RESULTS } }, signal),
    // the full page needs two characters (spec 1)
    enabled: q.length >= 2,
    retry: false,
  });
  const none = results.data && results.data.available.length + results.data.unavailable.length === 0;
  return (
    <div className="search-page">
      <SearchBox key={q} initial={q} />
      {/* every page has one h1: without a query, a screen reader still hears where it is */}
      {q.length >= 2 ? <h1 className="search-title">{messages.searchResultsFor(q)}</h1> : <h1 className="visually-hidden">Search</h1>}
      {results.isLoading && (
        <p role="status" className="page-loading">
          Loading
        </p>
      )}
      {/* a failed search shows no results, only what went wrong */}
      {results.isError && <p role="alert">{messages.searchFailed}</p>}
      {none && <p role="status">{messages.tryAnotherSearch(q)}</p>}
      {results.data && results.data.available.length > 0 && <Results entries={results.data.available} />}
      {results.data && results.data.unavailable.length > 0 && <Results title="No Longer In Stores" entries={results.data.unavailable} />}
    </div>
  );
}
