import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CANNABINOID_COLOURS, TERPENE_COLOURS } from '#shared/cannastamp/palette';
import type { TestResult } from '#shared/schemas/test-result';
import { pages } from '#web/app/paths.ts';
import { Cannastamp, stampFigures } from '#web/components/cannastamp.tsx';
import { QueryState } from '#web/components/query-state.tsx';
import { SafetyBadges, SafetyPanels } from '#web/components/safety-panels.tsx';
import { safetySummary } from '#shared/safety-panels';
import { labResultQuery, wciaHref } from './api.ts';
import { ResultVersions } from './result-versions.tsx';

const pct = (n: number) => `${(Math.round(n * 100) / 100).toFixed(2)}%`;

/** Every compound the result reports, by ring (plain table: the public pages avoid Mantine's Table). */
function Figures({ test }: { test: TestResult }) {
  const figures = stampFigures(test);
  const rows = [...CANNABINOID_COLOURS, ...TERPENE_COLOURS].map((c) => ({
    name: c.fullName ?? c.name,
    value: figures[c.key],
  }));
  return (
    <table className="figures">
      <caption>Figures (percent of mass)</caption>
      <thead>
        <tr>
          <th scope="col">Compound</th>
          <th scope="col">Result</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.name}>
            <th scope="row">{r.name}</th>
            <td>{pct(r.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const day = (iso: string) =>
  new Date(iso.length === 10 ? `${iso}T00:00:00Z` : iso).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    dateStyle: 'long',
  });

/** A THC figure the lab reported, or that it did not (one naming across the site: Δ9-THC, THCA, Total THC). */
const reported = (v: number | undefined) => (v === undefined ? 'not reported' : pct(v));

/**
 * A lot's public lab result (docs/lab-result-page.md): the page a printed sticker's QR code opens.
 * It shows the lot's result as it is now (a changed result keeps the sticker's code), every
 * earlier version of it (the lot's results log), and the product's other lots; search engines are told not to index it unless the lot is published.
 */
export function LabResult({
  lotId,
  save,
}: {
  lotId: string;
  /** The 'Save to favorites' control for the lot's product, composed by the route (features do not import each other). */
  save?: (product: { _id: string; name: string }, lotId: string) => ReactNode;
}) {
  const query = useQuery(labResultQuery(lotId));
  return (
    <QueryState query={query} what="lab result">
      {(r) => {
        const t = r.testResult;
        const f = stampFigures(t);
        return (
          <article className="lab-result" aria-labelledby="lab-result-title">
            {!r.indexable && <meta name="robots" content="noindex" />}
            <h1 id="lab-result-title">{r.product ? r.product.name : t.strain}: lab result</h1>
            <div className="lab-result-head">
              <Cannastamp test={t} size={240} idPrefix="lab" />
              <div className="lab-result-story">
                <p className="headline">
                  Total THC {pct(f.thc)} · Total CBD {pct(f.cbd)}
                </p>
                <p className="dimmed small">
                  Δ9-THC {reported(t.thc)} · THCA {reported(t.thcA)}
                </p>
                <SafetyBadges summary={safetySummary(t.panels)} />
                {r.product?.active && save?.(r.product, r.lotId)}
                <dl className="lab-result-facts">
                  {r.product && (
                    <>
                      <dt>Product</dt>
                      <dd>
                        <Link to={pages.product.href({ id: r.product._id, referenceLotId: r.lotId })}>
                          {r.product.name}
                        </Link>{' '}
                        ({r.product.productCategory})
                      </dd>
                      <dt>Brand</dt>
                      <dd>
                        <Link to={pages.brand.href({ brandId: r.product.brandId })}>{r.product.brandName}</Link>
                      </dd>
                    </>
                  )}
                  <dt>Producer</dt>
                  <dd>{r.producer.name}</dd>
                  <dt>Batch (parent lot)</dt>
                  <dd>{t.tracabilityParentLotId ?? 'Not given'}</dd>
                  <dt>Sample lot</dt>
                  <dd>{t.tracabilitySampleLotId ?? 'Not given'}</dd>
                  <dt>Strain</dt>
                  <dd>{t.strain}</dd>
                  <dt>Lab</dt>
                  <dd>{t.testLab.name}</dd>
                  <dt>Test date</dt>
                  <dd>{t.testDate ? day(t.testDate) : 'Not given'}</dd>
                  <dt>Reported</dt>
                  <dd>
                    {day(t.createdAt)}
                    {t.updatedAt.slice(0, 10) !== t.createdAt.slice(0, 10) && `, last corrected ${day(t.updatedAt)}`}
                  </dd>
                  <dt>Approval</dt>
                  <dd>{t.approved ? 'Approved' : 'Not approved yet'}</dd>
                </dl>
              </div>
            </div>
            <h2>Certificates</h2>
            {r.coaLinks.length === 0 ? <p>No certificate PDF is attached to this result.</p> : null}
            <ul>
              {r.coaLinks.map((href, i) => (
                <li key={href}>
                  <a href={href} target="_blank" rel="noopener">
                    Certificate of analysis {i + 1} (PDF)
                  </a>
                </li>
              ))}
              <li>
                <a href={wciaHref(r.lotId)} type="application/json">
                  Lab data (WCIA JSON)
                </a>
              </li>
            </ul>
            <Figures test={t} />
            <SafetyPanels panels={t.panels} />
            <ResultVersions lotId={r.lotId} currentId={t._id} />
            <h2>Other lots of this product</h2>
            {r.history.length === 0 ? (
              <p>No other lots of this product have a result.</p>
            ) : (
              <table className="figures">
                <thead>
                  <tr>
                    <th scope="col">Test date</th>
                    <th scope="col">Lab</th>
                    <th scope="col">Total THC</th>
                    <th scope="col">Total CBD</th>
                    <th scope="col">Approval</th>
                  </tr>
                </thead>
                <tbody>
                  {r.history.map((h) => (
                    <tr key={h.lotId}>
                      <td>
                        <Link to={pages.labResult.href({ lotId: h.lotId })}>
                          {h.testDate ?? h.createdAt.slice(0, 10)}
                        </Link>
                      </td>
                      <td>{h.labName}</td>
                      <td>{pct(h.thc)}</td>
                      <td>{pct(h.cbd)}</td>
                      <td>{h.approved ? 'Approved' : 'Not approved'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
          </article>
        );
      }}
    </QueryState>
  );
}
