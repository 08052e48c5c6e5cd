/** One rate limit's hits in one window (epoch seconds of its start). */
export const rateWindowKey = (limit: string, windowStart: number) => ({ pk: `RATE#${limit}`, sk: String(windowStart) });
