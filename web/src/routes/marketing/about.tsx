import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';
import { useHash } from '#web/lib/navigation.ts';
import { Cannastamp, CannastampLegend } from '#web/components/cannastamp.tsx';
import { Carousel } from '#web/components/carousel.tsx';
import { pages } from '#web/app/paths.ts';
import { STAMP_FIXTURES } from '#shared/cannastamp/fixtures';

/** The explainer slides (spec 1: strain names say nothing of effect; over 650 active compounds). */
const SLIDES: { title: string; body: ReactNode }[] = [
  {
    title: 'A strain name is not an experience',
    body: 'Blue Dream from one grower and Blue Dream from another can feel nothing alike. Strain names are meaningless for describing effect: they tell you a plant’s story, not what is in the jar.',
  },
  {
    title: 'Over 650 active compounds',
    body: 'Cannabis holds more than 650 active compounds: cannabinoids like THC, CBD and CBG, and terpenes like myrcene and limonene. The mix of them, not the name on the label, shapes how a product feels.',
  },
  {
    title: 'The lab already measured it',
    body: 'Every legal product is tested. The certificate of analysis lists what the lab found, in a table few people read. The cannastamp draws that table as one picture.',
  },
  {
    title: 'Each colour is one compound',
    body: (
      <>
        Every compound has its own colour and place; the more of it, the more of its wedge is filled.{' '}
        <a href="#thecolors">See the colours</a>.
      </>
    ),
  },
  {
    title: 'Find what works for you',
    body: (
      <>
        Rate the products you try for each activity, keep your favourites, and look for stamps that look like them.{' '}
        <Link to={pages.signup.href()}>Sign up free</Link>.
      </>
    ),
  },
];

/** /about (spec 1): the explainer slides, the colours (#thecolors) and sign-up links. */
export function Component() {
  const hash = useHash();
  // the page arrives after the address: scroll to #thecolors once it exists
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);
  return (
    <article className="about">
      <h1>About the cannastamp</h1>
      <Carousel
        items={SLIDES}
        slides={1}
        speedMs={500}
        label="How the cannastamp works"
        itemKey={(s) => s.title}
        render={(s) => (
          <div className="explainer-slide">
            <h2>{s.title}</h2>
            <p>{s.body}</p>
          </div>
        )}
      />
      <p>
        Strain names say little about how a product will feel: over 650 active compounds have been found in cannabis,
        and two jars with the same name can hold very different mixes. The cannastamp draws what the lab measured, so
        you can compare products by what is in them.
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
        <Link to={pages.signup.href()}>Sign up</Link> to save the products you like.
      </p>
    </article>
  );
}
