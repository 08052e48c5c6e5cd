// The loyalty analytics page (docs/client-loyalty-analytics.md): its range check.

export const bothEnds = 'Give both the first and the last day, or neither.' as const;
export const rangeOrder = 'The last day cannot come before the first.' as const;
export const rangeTooLong = (days: number) => `Pick a range of at most ${days} days.` as const;
