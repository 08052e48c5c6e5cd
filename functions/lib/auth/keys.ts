/** One rate limit's hits in one window (epoch seconds of its start). */
export const rateWindowKey = (limit: string, windowStart: number) => ({ pk: `RATE#${limit}`, sk: String(windowStart) });

/** A signed request's signature, kept while its timestamp is in the window, so it is taken once. */
export const signatureSeenKey = (apiKey: string, signature: string) => ({
  pk: `SIGNED#${apiKey}`,
  sk: signature,
});
