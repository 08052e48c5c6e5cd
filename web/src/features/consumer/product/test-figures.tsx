import type { TestResult } from '#shared/schemas/test-result';
import { totalsCheck } from '#shared/potency';
import { SafetyBadges, SafetyPanels } from '#web/components/safety-panels.tsx';
import { safetySummary } from '#shared/safety-panels';
import { Link } from 'wouter';
import { pages } from '#web/app/paths.ts';
import { wciaHref } from '#web/features/consumer/lab-result/api.ts';
import { CANNABINOID_ROWS, pct, rowsOf, terpenesByAmount } from './figures.ts';

/** A plain table: Mantine's Table carries its ScrollArea (5 KB gzip) onto every product page. */
function FigureTable({ caption, rows }: { caption: string; rows: [string, unknown][] }) {
  return (
    <table className="figures">
      <caption>
        <h3 className="figures-caption">{caption}</h3>
      </caption>
      <thead>
        <tr>
          <th scope="col">Compound</th>
          <th scope="col">Percent of mass</th>
        </tr>
      </thead>
      <tbody>
        {rows.map(([label, v]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td>{pct(v)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The lab result as figures, with the lot's own lab-result page and its data for other systems. The
 * cannastamp badge itself is drawn by its own renderer (<Cannastamp>).
 */
export function TestFigures({ test, lotId }: { test: TestResult; lotId: string }) {
  const totals = totalsCheck(test);
  const thcTotal = totals.thc.shown;
  const cbdTotal = totals.cbd.shown;
  const flags = (
    [
      ['THC', 'Δ9-THC + 0.877 × THCA', totals.thc],
      ['CBD', 'CBD + 0.877 × CBDA', totals.cbd],
    ] as const
  ).filter(([, , t]) => t.mismatch);
  return (
    <section aria-labelledby="lab-result-title">
      <h2 id="lab-result-title" className="section-title">
        Lab result
      </h2>
      <p className="dimmed small">
        Tested by {test.testLab.name}
        {test.testDate
          ? ` on ${new Date(`${test.testDate}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' })}`
          : ''}
        {test.tracabilitySampleLotId ? ` · sample lot ${test.tracabilitySampleLotId}` : ''}
      </p>
      <SafetyBadges summary={safetySummary(test.panels)} />
      {flags.map(([name, formula, t]) => (
        <p key={name} className="total-flag" role="note">
          The lab reported total {name} of {pct(t.reported)}, but {formula} comes to {pct(t.computed)}. The lab's figure
          is shown.
        </p>
      ))}
      <div className="figures-grid">
        <FigureTable
          caption="Cannabinoids"
          rows={[['Total THC', thcTotal], ['Total CBD', cbdTotal], ...rowsOf(test, CANNABINOID_ROWS)]}
        />
        {/* by amount, the most first: what the outer ring shows largest */}
        <FigureTable caption="Terpenes" rows={[...terpenesByAmount(test), ['Total terpenes', test.terpeneTotal]]} />
      </div>
      <SafetyPanels panels={test.panels} headingLevel={3} />
      <p className="small">
        <Link to={pages.labResult.href({ lotId })}>Lab result page and certificates</Link> ·{' '}
        <a href={wciaHref(lotId)} type="application/json">
          Lab data (WCIA JSON)
        </a>
      </p>
    </section>
  );
}
