// The loyalty analytics page (docs/client-loyalty-analytics.md): its range check and its texts.

export const bothEnds = 'Give both the first and the last day, or neither.' as const;
export const rangeOrder = 'The last day cannot come before the first.' as const;
export const rangeTooLong = (days: number) => `Pick a range of at most ${days} days.` as const;

export const figuresTitle = 'Figures that show it pays' as const;
export const figuresFailed = 'The figures could not be loaded.' as const;
export const noActivity = 'Nothing happened in this range: no members joined, checked in, or got a text.' as const;
export const tableCaption = (period: string) => `The figures, ${period} by ${period}` as const;
