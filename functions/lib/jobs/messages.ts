// The two admin jobs' message bodies, apart from the jobs themselves, so the routes
// that start a job do not bundle its work (the rebuilds, the batch code).

export const transferMessage = (jobId: string, seq: number) => ({ transferId: jobId, seq });

export const recalcMessage = (runId: string, seq: number) => ({ runId, seq });
