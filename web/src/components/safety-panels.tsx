import './safety-panels.css';
import { PANELS, type PanelStatus } from '#shared/safety-panels';
import type { Analyte, SafetyPanels as Panels, SafetySummary } from '#shared/schemas/safety-panels';

// The safety tests of a lab result (docs/data-model.md, Safety panels): first what a shopper looks
// for, one line per panel ('Passed pesticides'), then each panel's analytes one tap away. Plain
// markup (details/summary, a table), as the public pages avoid Mantine's heavier parts.

const VERB: Record<PanelStatus, string> = { pass: 'Passed', fail: 'Failed', 'not tested': 'Not tested:' };
const MARK: Record<PanelStatus, string> = { pass: '✓', fail: '✗', 'not tested': '–' };

/** 'Passed pesticides', 'Failed microbials', 'Not tested: mycotoxins'. */
export const panelVerdict = (label: string, status: PanelStatus) => `${VERB[status]} ${label.toLowerCase()}`;

function Verdict({ label, status }: { label: string; status: PanelStatus }) {
  return (
    <span className={`safety-verdict safety-${status.replace(' ', '-')}`}>
      <span aria-hidden="true">{MARK[status]}</span> {panelVerdict(label, status)}
    </span>
  );
}

/** Each reported panel's verdict, in the table's order; nothing when none is reported. */
export function SafetyBadges({ summary }: { summary: SafetySummary | undefined }) {
  const shown = PANELS.filter((p) => summary?.[p.key]);
  if (shown.length === 0) return null;
  return (
    <ul className="safety-badges" aria-label="Safety tests">
      {shown.map((p) => (
        <li key={p.key}>
          <Verdict label={p.label} status={summary![p.key]!} />
        </li>
      ))}
    </ul>
  );
}

const READING: Record<Exclude<Analyte['reading'], 'value'>, string> = {
  ND: 'Not detected',
  '<LOQ': 'Below the limit of quantitation (<LOQ)',
  NT: 'Not tested',
};
const UNIT: Record<Analyte['unit'], string> = {
  '%': '%',
  'ug/g': 'µg/g',
  'ug/kg': 'µg/kg',
  'CFU/g': 'CFU/g',
  aw: 'aw',
  'ea.': 'ea.',
};
const amountOf = (n: number, unit: Analyte['unit']) =>
  `${n.toLocaleString('en-US', { maximumFractionDigits: 4 })} ${UNIT[unit]}`;

function AnalyteTable({ label, analytes }: { label: string; analytes: Analyte[] }) {
  if (analytes.length === 0) return <p className="dimmed small">The certificate gives no figures for this panel.</p>;
  return (
    <table className="figures safety-table">
      <caption className="visually-hidden">{label}: each analyte</caption>
      <thead>
        <tr>
          <th scope="col">Analyte</th>
          <th scope="col">Result</th>
          <th scope="col">Limit</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {analytes.map((a, i) => (
          <tr key={`${a.name}#${i}`}>
            <th scope="row">{a.name}</th>
            <td>
              {a.reading === 'value' && a.amount !== undefined
                ? amountOf(a.amount, a.unit)
                : READING[a.reading as 'ND']}
            </td>
            <td>{a.limit === undefined ? '—' : amountOf(a.limit, a.unit)}</td>
            <td className={a.status ? `safety-${a.status}` : undefined}>
              {a.status === 'pass' ? 'Pass' : a.status === 'fail' ? 'Fail' : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * Every panel the result reports, its verdict as the summary of a disclosure holding its analytes;
 * the panels it does not report are named, so an absent test is never read as a passed one.
 */
export function SafetyPanels({
  panels,
  headingLevel = 2,
  idPrefix = 'safety',
}: {
  panels: Panels | undefined;
  headingLevel?: 2 | 3;
  /** Unique on the page: the section's title is its label. */
  idPrefix?: string;
}) {
  const Heading = `h${headingLevel}` as const;
  const reported = PANELS.filter((p) => panels?.[p.key]);
  const missing = PANELS.filter((p) => !panels?.[p.key]);
  return (
    <section className="safety-panels" aria-labelledby={`${idPrefix}-title`}>
      <Heading id={`${idPrefix}-title`} className="section-title">
        Safety tests
      </Heading>
      {reported.length === 0 ? (
        <p>No safety tests are on record for this result.</p>
      ) : (
        <>
          {reported.map((p) => {
            const panel = panels![p.key]!;
            return (
              <details key={p.key} className="safety-panel">
                <summary>
                  <Verdict label={p.label} status={panel.status} />
                </summary>
                <AnalyteTable label={p.label} analytes={panel.analytes} />
              </details>
            );
          })}
          {missing.length > 0 && (
            <p className="dimmed small">
              Not reported on this result: {missing.map((p) => p.label.toLowerCase()).join(', ')}.
            </p>
          )}
        </>
      )}
    </section>
  );
}
