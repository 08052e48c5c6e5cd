import { useRef, useState } from 'react';
import * as consumerMessages from '#shared/messages/consumer';
import { SearchBox } from '#web/features/consumer/search/search-box.tsx';

/** The spec's home scroll: 900 ms to the search box, stopping 200 px above it. */
export const SCROLL_MS = 900;
export const SCROLL_OFFSET = -200;

// Marketing copy (spec 1: the testimonials are ours to write); each sample is a strain in the catalogue.
// Examples of what someone looks for, signed by nobody: no real customer said them (docs/marketing.md).
const TESTIMONIALS = [
  {
    activity: 'Thinking',
    quote: 'I write for a living. I look for a clear, bright profile: lots of terpinolene, not too much THC.',
    sample: 'Jack Herer',
  },
  {
    activity: 'Exercise',
    quote: 'Before a long ride I want something light and lively. The colours tell me in a second which jar that is.',
    sample: 'Green Crack',
  },
  {
    activity: 'Socializing',
    quote:
      'For a dinner with friends I pick balanced and citrusy. I found my favourite by its cannastamp, not its name.',
    sample: 'Blue Dream',
  },
] as const;

/** Scrolls the window so `el` sits `offset` px below the top, over `ms`, easing in and out. */
function scrollToBox(el: HTMLElement, ms: number, offset: number) {
  const from = window.scrollY;
  const to = Math.max(0, el.getBoundingClientRect().top + window.scrollY + offset);
  if (window.matchMedia('(prefers-reduced-motion: reduce)').matches || ms <= 0) return window.scrollTo(0, to);
  const start = performance.now();
  const step = (now: number) => {
    const t = Math.min(1, (now - start) / ms);
    const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
    window.scrollTo(0, from + (to - from) * eased);
    if (t < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}

export function Component() {
  const [text, setText] = useState('');
  const box = useRef<HTMLInputElement>(null);
  return (
    <div className="home">
      <section className="masthead" aria-labelledby="masthead-title">
        <h1 id="masthead-title">{consumerMessages.masthead}</h1>
        <p className="masthead-lead">
          Every product here carries its lab test result, drawn as a cannastamp. Search by product, brand or strain, and
          read what is really in it.
        </p>
        <SearchBox ref={box} value={text} onValueChange={setText} />
      </section>
      <section className="testimonials" aria-label="What people look for">
        {TESTIMONIALS.map((t) => (
          <article key={t.activity} className="testimonial">
            <h2>{t.activity}</h2>
            <p className="testimonial-quote">{t.quote}</p>
            <button
              type="button"
              className="sample-button"
              onClick={() => {
                setText(t.sample);
                if (box.current) {
                  scrollToBox(box.current, SCROLL_MS, SCROLL_OFFSET);
                  box.current.focus({ preventScroll: true });
                }
              }}
            >
              Try {t.sample}
            </button>
          </article>
        ))}
      </section>
    </div>
  );
}
