// EventBridge schedule expressions for the local runtime: when is the next run after a moment.

const UNITS: Record<string, number> = {
  minute: 60_000,
  minutes: 60_000,
  hour: 3_600_000,
  hours: 3_600_000,
  day: 86_400_000,
  days: 86_400_000,
};

/** `rate(n unit)`: every n units from the moment the runtime starts. */
export function rateMs(expression: string): number | undefined {
  const m = /^rate\((\d+) (minutes?|hours?|days?)\)$/.exec(expression);
  return m ? Number(m[1]) * UNITS[m[2]!]! : undefined;
}

/**
 * `cron(minutes hours day-of-month month day-of-week year)` in UTC, with `*`, `?`, numbers, lists,
 * ranges and `/` steps (the forms the spec's jobs need; names like MON and L/W/# are refused).
 */
export function cronMatcher(expression: string): ((d: Date) => boolean) | undefined {
  const m = /^cron\((.+)\)$/.exec(expression);
  if (!m) return undefined;
  const fields = m[1]!.trim().split(/\s+/);
  if (fields.length !== 6) throw new Error(`${expression}: a cron expression has 6 fields`);
  const [min, hour, dom, month, dow, year] = fields as [string, string, string, string, string, string];
  const sets = [
    field(min, 0, 59),
    field(hour, 0, 23),
    field(dom, 1, 31),
    field(month, 1, 12),
    field(dow, 1, 7),
    field(year, 1970, 2199),
  ];
  return (d) =>
    sets[0]!(d.getUTCMinutes()) &&
    sets[1]!(d.getUTCHours()) &&
    sets[2]!(d.getUTCDate()) &&
    sets[3]!(d.getUTCMonth() + 1) &&
    sets[4]!(d.getUTCDay() + 1) &&
    sets[5]!(d.getUTCFullYear());
}

function field(spec: string, lo: number, hi: number): (n: number) => boolean {
  if (spec === '*' || spec === '?') return () => true;
  const allowed = new Set<number>();
  for (const part of spec.split(',')) {
    const [range, stepText] = part.split('/') as [string, string | undefined];
    const step = stepText === undefined ? 1 : Number(stepText);
    const [a, b] =
      range === '*'
        ? [lo, hi]
        : range.includes('-')
          ? range.split('-').map(Number)
          : [Number(range), stepText ? hi : Number(range)];
    if (![a, b, step].every(Number.isInteger) || a! < lo || b! > hi || step < 1)
      throw new Error(`cron field "${spec}" is not supported`);
    for (let n = a!; n <= b!; n += step) allowed.add(n);
  }
  return (n) => allowed.has(n);
}
