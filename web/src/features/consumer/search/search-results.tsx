import { Link } from 'wouter';
import { potencyText } from '#shared/potency';
import type { SearchEntry } from '#shared/schemas/search';
import { ListStamp } from '#web/components/cannastamp.tsx';

/** What a card says the product is: its category and total THC (an edible's in milligrams). */
function facts(e: SearchEntry) {
  const test = e.latestLot?.testResult;
  const thc = test ? `Total THC ${potencyText(test.thcTotal, e.productCategory)}` : undefined;
  return [e.productCategory, thc].filter(Boolean).join(' · ');
}

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
              <span className="result-facts">{facts(e)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
