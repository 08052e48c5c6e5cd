// recalc (spec 3 `GET recalc/`): the texts of the admin page that starts and follows it; ours, the spec shows none.

export const stepLabels = {
  counts: 'Company counts',
  search: 'Search index',
  similar: 'Similar products',
  testTable: 'Admin test table',
} as const;
export const failed = 'The recalculation stopped after repeated failures; start it again.' as const;
export const joined = 'A recalculation was already running: this is its progress.' as const;
export const neverRun = 'No recalculation has run yet.' as const;
export const failedToLoad = 'the server failed to get the recalculation' as const;
