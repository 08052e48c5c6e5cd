// The two admin jobs' queues and message bodies, apart from the jobs themselves, so the routes
// that start a job do not bundle its work (the rebuilds, the batch code).

export const TRANSFER_QUEUE = 'product-transfers';
export const transferMessage = (jobId: string, seq: number) => ({ transferId: jobId, seq });

export const RECALC_QUEUE = 'recalc';
export const recalcMessage = (runId: string, seq: number) => ({ runId, seq });
