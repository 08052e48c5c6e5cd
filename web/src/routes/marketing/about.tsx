import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Cannastamp, CannastampLegend } from '../../components/cannastamp.tsx';
import { STAMP_FIXTURES } from '#shared/cannastamp/fixtures';

/**
 * /about. This issue brings the colours section (#thecolors) the badge needs; the explainer slides
 * and the rest of the page arrive with the marketing pages.
 */
export function Component() {
  const { hash } = useLocation();
  // the page arrives after the address: scroll to #thecolors once it exists
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <article className="about">
      <h1>About the cannastamp</h1>
      <p>
        Strain names say little about how a product will feel: over 650 active compounds have been found in cannabis,
        and two jars with the same name can hold very different mixes. The cannastamp draws what the lab measured,
        so you can compare products by what is in them.
      </p>
      <section id="thecolors" aria-labelledby="thecolors-title">
        <h2 id="thecolors-title">The colours</h2>
        <p>
          Each colour stands for one compound, always in the same place. The inner ring holds the cannabinoids, the
          outer ring the terpenes; the more of a compound, the more of its wedge is filled.
        </p>
        <div className="about-examples">
          {(['thcDominant', 'balanced', 'cbdDominant'] as const).map((k) => (
            <figure key={k}>
              <Cannastamp test={STAMP_FIXTURES[k]!} size={160} idPrefix="about" />
              <figcaption>{STAMP_FIXTURES[k]!.strain}</figcaption>
            </figure>
          ))}
        </div>
        <CannastampLegend />
      </section>
      <p>
        <Link to="/signup">Sign up</Link> to save the products you like.
      </p>
    </article>
  );
}
