import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface Props<T> {
  items: readonly T[];
  /** Slides in view; the middle one is the current slide (centred mode). */
  slides: number;
  speedMs: number;
  label: string;
  itemKey: (item: T) => string;
  render: (item: T) => ReactNode;
}

const reducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/**
 * An infinite, centred carousel without a library: it draws the slides in view plus one on each
 * side, slides the track one place in `speedMs`, then re-centres without animation. With no more
 * items than slides in view there is nothing to scroll, so the items simply stand in a row.
 */
export function Carousel<T>({ items, slides, speedMs, label, itemKey, render }: Props<T>) {
  const n = items.length;
  const [centre, setCentre] = useState(0);
  const [moving, setMoving] = useState<-1 | 0 | 1>(0);
  const track = useRef<HTMLUListElement>(null);

  // a new list (a filter) starts again from its first item
  useEffect(() => {
    setCentre(0);
    setMoving(0);
  }, [items]);

  if (n === 0) return null;
  if (n <= slides) {
    return (
      <ul className="carousel-static" aria-label={label}>
        {items.map((item) => (
          <li key={itemKey(item)} className="carousel-slide" style={{ width: `${100 / slides}%` }}>
            {render(item)}
          </li>
        ))}
      </ul>
    );
  }

  const half = Math.floor(slides / 2);
  const at = (i: number) => items[(((centre + i) % n) + n) % n]!;
  // the window: one hidden slide on each side of the ones in view, so either move has a slide to bring in
  const offsets = Array.from({ length: slides + 2 }, (_, k) => k - half - 1);
  const settle = (step: -1 | 1) => {
    setCentre((c) => (((c + step) % n) + n) % n);
    setMoving(0);
  };
  const go = (step: -1 | 1) => {
    if (moving) return;
    if (reducedMotion()) settle(step);
    else setMoving(step);
  };
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    go(step);
  };
  const width = 100 / slides;
  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label} onKeyDown={onKey}>
      <button type="button" className="carousel-arrow" aria-label="Previous" onClick={() => go(-1)}>
        ‹
      </button>
      <div className="carousel-viewport">
        <ul
          ref={track}
          className="carousel-track"
          style={{
            transform: `translateX(${-(1 + moving) * width}%)`,
            transition: moving ? `transform ${speedMs}ms ease` : 'none',
          }}
          onTransitionEnd={(e) => e.target === track.current && moving && settle(moving)}
        >
          {offsets.map((offset) => {
            const item = at(offset);
            const inView = Math.abs(offset) <= half;
            return (
              <li
                key={`${offset}:${itemKey(item)}`}
                className={offset === 0 ? 'carousel-slide current' : 'carousel-slide'}
                style={{ width: `${width}%` }}
                aria-roledescription="slide"
                aria-label={`${((((centre + offset) % n) + n) % n) + 1} of ${n}`}
                aria-hidden={!inView || undefined}
                inert={!inView || undefined}
              >
                {render(item)}
              </li>
            );
          })}
        </ul>
      </div>
      <button type="button" className="carousel-arrow" aria-label="Next" onClick={() => go(1)}>
        ›
      </button>
    </section>
  );
}
