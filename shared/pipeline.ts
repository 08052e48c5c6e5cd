// The data-entry pipeline's stages and the moves between them (spec 3 §4, docs/admin-pipeline.md):
// one table read by the pages, the step handler, the lease policy and the store.

/** A stage: the lot's processing status while at it, who holds it, and the dates it stamps. */
export const STAGES = {
  entry: { status: 'pending', holder: 'entryUser', start: 'entryStartDate', stop: 'entryStopDate' },
  review: { status: 'review', holder: 'reviewUser', start: 'reviewStartDate', stop: 'reviewStopDate' },
} as const;
export type Stage = keyof typeof STAGES;

/** The statuses a step may leave a lot in. */
export const STEP_STATUSES = ['pending', 'review', 'completed'] as const;
export type StepStatus = (typeof STEP_STATUSES)[number];

/**
 * The moves a holder makes, by the status they leave the lot in: from which stage, and the body
 * the page sends for it (the step route's dotted processingInfo fields). Reject adds its notes.
 */
export const MOVES = {
  sendToReview: { from: 'entry', body: { 'processingInfo.status': 'review' } },
  approve: {
    from: 'review',
    body: { 'processingInfo.status': 'completed', 'processingInfo.reviewOutcome': 'accurate' },
  },
  approveWithEdits: {
    from: 'review',
    body: { 'processingInfo.status': 'completed', 'processingInfo.reviewOutcome': 'error' },
  },
  reject: {
    from: 'review',
    body: {
      'processingInfo.status': 'pending',
      'processingInfo.reviewOutcome': 'error',
      'processingInfo.errorOccured': true,
    },
  },
} as const satisfies Record<
  string,
  { from: Stage; body: Record<string, string | boolean> & { 'processingInfo.status': StepStatus } }
>;

/** The stage a move to this status is made from: sending to review ends entry, the rest end review. */
export const stageOfStep = (status: StepStatus): Stage =>
  Object.values(MOVES).find((m) => m.body['processingInfo.status'] === status)!.from;
