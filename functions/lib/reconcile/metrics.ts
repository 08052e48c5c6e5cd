// The reconciliation's metrics, named once for the job that publishes them and the alarm that
// watches them (infra/cdk/constructs/alarms.ts): each counts what one pass found drifted and mended.

export const RECONCILE_ROUTE = 'reconcile-derived';

export const REPAIR_METRICS = {
  counters: { metric: 'RepairedCounters', what: "companies' counters" },
  searchDocs: { metric: 'RepairedSearchDocs', what: 'search documents' },
  similarPoints: { metric: 'RepairedSimilarPoints', what: 'similar-products points' },
  testRows: { metric: 'RepairedTestRows', what: 'admin test table rows' },
} as const;

export type Repaired = Record<keyof typeof REPAIR_METRICS, number>;
