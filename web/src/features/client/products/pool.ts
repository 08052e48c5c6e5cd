/** What became of one item of a batch: its answer, or the text to show for it. */
export type Outcome<R> = { ok: true; value: R } | { ok: false; error: string };

/**
 * Runs `work` over the items, at most `concurrency` at a time, in order of start, and answers every
 * item's outcome in the items' order. A failure is that item's outcome (the others go on), so a
 * bulk edit or an upload shows a result per row and the failed ones can be sent again.
 */
export async function runPool<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
  onSettled?: (index: number, outcome: Outcome<R>) => void,
): Promise<Outcome<R>[]> {
  const out: Outcome<R>[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      let outcome: Outcome<R>;
      try {
        outcome = { ok: true, value: await work(items[i]!, i) };
      } catch (e) {
        outcome = { ok: false, error: e instanceof Error ? e.message : String(e) };
      }
      out[i] = outcome;
      onSettled?.(i, outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, lane));
  return out;
}
