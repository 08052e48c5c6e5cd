import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { TERP_CAROUSEL_SLIDES, TERP_CAROUSEL_SPEED_MS, TERP_FILTERS } from '#shared/constants';
import * as consumerMessages from '#shared/messages/consumer';
import type { TaggedProduct } from '#shared/schemas/search';
import { ListStamp } from '#web/components/cannastamp.tsx';
import { Carousel } from '#web/components/carousel.tsx';
import { terpestivalQuery } from './api.ts';

type Filter = (typeof TERP_FILTERS)[number];

/** The four filter icons, drawn inline (no image requests). */
function FilterIcon({ tag }: { tag: Filter }) {
  const paths: Record<Filter, string> = {
    Fuel: 'M12 3c3 4 6 7.5 6 11a6 6 0 0 1-12 0c0-3.5 3-7 6-11z',
    Fruit: 'M12 7a7 7 0 1 0 0.01 0zM12 7c0-2 1-3.5 3-4',
    Earth: 'M3 19l6-9 4 5 3-4 5 8z',
    Floral:
      'M12 9a3 3 0 1 0 0.01 0zM12 2a4 4 0 0 1 0 7 4 4 0 0 1 0-7zM12 15a4 4 0 0 1 0 7 4 4 0 0 1 0-7zM2 12a4 4 0 0 1 7 0 4 4 0 0 1-7 0zM15 12a4 4 0 0 1 7 0 4 4 0 0 1-7 0z',
  };
  return (
    <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <path
        d={paths[tag]}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}

function Entry({ entry }: { entry: TaggedProduct }) {
  return (
    <Link to={entry.cleanUrl} className="terp-card">
      <ListStamp test={entry.latestLot?.testResult} size={150} idPrefix={`terp-${entry._id}`} />
      <span className="result-name">{entry.name}</span>
      <span className="result-brand">{consumerMessages.byBrand(entry.brand.name)}</span>
      {!entry.available && <span className="terp-gone">{consumerMessages.noLongerInStores}</span>}
    </Link>
  );
}

/** /terp* (spec 1): the Terpestival's entries in a carousel, filtered on each product's first tag. */
export function Terpestival() {
  const [filter, setFilter] = useState<Filter | null>(null);
  const entries = useQuery(terpestivalQuery());
  const shown = useMemo(
    () =>
      filter
        ? (entries.data ?? []).filter((e) => e.tags[0]?.toLowerCase() === filter.toLowerCase())
        : (entries.data ?? []),
    [entries.data, filter],
  );
  return (
    <div className="terpestival">
      <h1 className="page-title">{consumerMessages.terpestivalTitle}</h1>
      <div className="terp-filters" role="group" aria-label="Filter by terpene family">
        {TERP_FILTERS.map((tag) => (
          <button
            key={tag}
            type="button"
            className="terp-filter"
            aria-pressed={filter === tag}
            onClick={() => setFilter(tag)}
          >
            <FilterIcon tag={tag} />
            <span>{tag}</span>
          </button>
        ))}
        <button type="button" className="terp-clear" onClick={() => setFilter(null)} disabled={!filter}>
          {consumerMessages.clearFilter}
        </button>
      </div>
      {entries.isLoading && (
        <p role="status" className="page-loading">
          Loading
        </p>
      )}
      {entries.isError && <p role="alert">{consumerMessages.terpestivalFailed}</p>}
      {entries.data && shown.length === 0 && (
        <p role="status">{filter ? consumerMessages.noTerpEntries(filter) : consumerMessages.terpestivalEmpty}</p>
      )}
      <Carousel
        items={shown}
        slides={TERP_CAROUSEL_SLIDES}
        speedMs={TERP_CAROUSEL_SPEED_MS}
        label={filter ? `${filter} entries` : 'Competition entries'}
        itemKey={(e) => e._id}
        render={(e) => <Entry entry={e} />}
      />
    </div>
  );
}
