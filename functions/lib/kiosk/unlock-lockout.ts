// How long a kiosk's PIN dialog waits after wrong PINs (docs/client-kiosk-lock.md). Staff who
// mistype get a few tries at once; after that each wrong PIN doubles the wait, up to a ceiling, and
// a quiet day forgets them. A search of the 10,000 PINs then takes years whichever pace a searcher
// picks (fastestSearchSeconds), while a shopper who taps at the dialog costs staff minutes.

/** Wrong PINs in a row that cost nothing. */
export const FREE_TRIES = 5;
/** The longest wait after one wrong PIN. */
export const MAX_WAIT_SECONDS = 4 * 3600;
/** Wrong PINs are forgotten after this long without one. */
export const FORGET_AFTER_SECONDS = 24 * 3600;

/** The wait after the `failures`-th wrong PIN in a row: none for the first few, then 1, 2, 4… minutes. */
export const waitAfter = (failures: number): number =>
  failures < FREE_TRIES ? 0 : Math.min(60 * 2 ** (failures - FREE_TRIES), MAX_WAIT_SECONDS);

/** Wrong PINs in a row after one more, given the count so far and when the last one was. */
export const failuresAfter = (failures: number, lastFailureAt: number | undefined, now: number): number =>
  lastFailureAt === undefined || now - lastFailureAt >= FORGET_AFTER_SECONDS ? 1 : failures + 1;

/**
 * The least time `guesses` wrong PINs can take: a searcher makes up to k tries as fast as the
 * waits allow, stays quiet until they are forgotten, and repeats; the best k is taken (k as large
 * as the search is never forgetting at all).
 */
export function fastestSearchSeconds(guesses: number): number {
  const run = (tries: number) => {
    let s = 0;
    for (let f = 1; f < tries; f++) s += waitAfter(f);
    return s;
  };
  let best = Infinity;
  for (let k = 1; k <= Math.min(guesses, 400); k++) {
    const full = Math.floor(guesses / k);
    const rest = guesses % k;
    const runs = full + (rest ? 1 : 0);
    best = Math.min(best, full * run(k) + run(rest) + (runs - 1) * FORGET_AFTER_SECONDS);
  }
  return Math.min(best, run(guesses));
}
