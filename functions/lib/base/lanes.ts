/**
 * Runs `fn` on every item, `lanes` at a time, each lane taking the next item when its last is done:
 * bulk work keeps a few calls in flight without sending them all at once. Rejects with the first
 * failure (the other lanes finish the item they hold and take no more).
 */
export async function inLanes<T>(items: readonly T[], lanes: number, fn: (item: T) => Promise<unknown>): Promise<void> {
  let next = 0;
  let failed = false;
  const lane = async () => {
    while (!failed && next < items.length) {
      const item = items[next++]!;
      try {
        await fn(item);
      } catch (e) {
        failed = true;
        throw e;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(lanes, items.length) }, lane));
}
