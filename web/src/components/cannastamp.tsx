import { memo } from 'react';
import { CANNABINOID_COLOURS, TERPENE_COLOURS, type Compound } from '#shared/cannastamp/palette';
import { renderCannastamp } from '#shared/cannastamp/render';

/** The figures a badge shows, for a page that lists them beside it (the renderer stays behind this module). */
export { stampFigures } from '#shared/cannastamp/render';
import type { TestResult } from '#shared/schemas/test-result';

/**
 * The badge, drawn by the shared renderer (the server exports draw the same bytes). The markup is
 * the renderer's own output, with every text escaped, so it goes into the page as is.
 */
export const Cannastamp = memo(function Cannastamp({
  test,
  size,
  idPrefix,
}: {
  test: Pick<TestResult, '_id' | 'strain'> & Partial<TestResult>;
  size: number;
  idPrefix?: string;
}) {
  return (
    <span
      className="cannastamp"
      style={{ width: size, height: size }}
      dangerouslySetInnerHTML={{ __html: renderCannastamp(test, { size, idPrefix }) }}
    />
  );
});

/** A list's badge; a product with no published result keeps its place with an empty circle. */
export function ListStamp({
  test,
  size,
  idPrefix,
}: {
  test?: Pick<TestResult, '_id' | 'strain'> & Partial<TestResult>;
  size: number;
  idPrefix: string;
}) {
  return test ? (
    <Cannastamp test={test} size={size} idPrefix={idPrefix} />
  ) : (
    <span className="stamp-placeholder" style={{ width: size, height: size }} aria-hidden="true" />
  );
}

function Ring({ title, compounds }: { title: string; compounds: readonly Compound[] }) {
  return (
    <div>
      <h3 className="legend-title">{title}</h3>
      <ul className="legend">
        {compounds.map((c) => (
          <li key={c.key}>
            <span className="swatch" style={{ background: c.colour }} aria-hidden="true" />
            <span>
              <strong>{c.fullName ?? c.name}</strong> <span className="legend-note">{c.note}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** What each colour means, from the same palette the badge is drawn with. */
export function CannastampLegend() {
  return (
    <div className="legend-grid">
      <Ring title="Inner ring: cannabinoids" compounds={CANNABINOID_COLOURS} />
      <Ring title="Outer ring: terpenes" compounds={TERPENE_COLOURS} />
    </div>
  );
}
