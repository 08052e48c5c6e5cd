import { useQuery } from '@tanstack/react-query';
import { useParams } from 'wouter';
import * as consumerMessages from '#shared/messages/consumer';
import { searchQuery } from '#web/features/consumer/search/api.ts';
import { SearchBox } from '#web/features/consumer/search/search-box.tsx';
import { Results } from '#web/features/consumer/search/search-results.tsx';

/** /search and /search/{searchString} (spec 1): 'Search results for {query}' as a grid of cannastamps. */
export function Component() {
  const { searchString = '' } = useParams();
  const q = searchString.trim();
  const results = useQuery({
    ...searchQuery(q),
    // the full page needs two characters (spec 1)
    enabled: q.length >= 2,
    retry: false,
  });
  const none = results.data && results.data.available.length + results.data.unavailable.length === 0;
  return (
    <div className="search-page">
      <SearchBox key={q} initial={q} />
      {/* every page has one h1: without a query, a screen reader still hears where it is */}
      {q.length >= 2 ? (
        <h1 className="search-title">{consumerMessages.searchResultsFor(q)}</h1>
      ) : (
        <h1 className="visually-hidden">Search</h1>
      )}
      {results.isLoading && (
        <p role="status" className="page-loading">
          Loading
        </p>
      )}
      {/* a failed search shows no results, only what went wrong */}
      {results.isError && <p role="alert">{consumerMessages.searchFailed}</p>}
      {none && <p role="status">{consumerMessages.tryAnotherSearch(q)}</p>}
      {results.data && results.data.available.length > 0 && <Results entries={results.data.available} />}
      {results.data && results.data.unavailable.length > 0 && (
        <Results title="No Longer In Stores" entries={results.data.unavailable} />
      )}
    </div>
  );
}
