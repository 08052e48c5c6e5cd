// The admin test table (spec 3 §2 /admin/testResults); the empty text is the spec's.

export const emptyList = 'Empty Test Result List' as const;
export const failedToList = 'the server failed to get the list of test results' as const;
export const badFigureFilter = 'must be a minimum (20) or a range (10-20)' as const;
export const badDateFilter = 'must be a year, month or day (2026, 2026-03, 2026-03-14)' as const;
