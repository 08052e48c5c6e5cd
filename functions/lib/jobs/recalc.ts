import { RECALC_STEPS, type RecalcStep } from '#shared/schemas/admin-recalc';
import { recount, recountUsers } from '#lib/clients/store/counts';
import { commitRecalc, companyPage, getRecalc, RECALC_KEY, recalcFailed, type RecalcJob } from '#lib/jobs/store/recalc';
import { sendMessage } from '#lib/aws/sqs';
import { rebuildSearch } from '#lib/search/store/rebuild';
import { rebuildIndexFromTable } from '#lib/similar/store/rebuild';
import { rebuildTestTable } from '#lib/test-result-index/store/rebuild';
import { advance, type ChainSpec } from './chain.ts';
import { recalcMessage } from './messages.ts';
import { QUEUES } from '#shared/queues';

// recalc as a chain of steps (docs/admin-recalc.md): the companies' counts a page of companies per
// message, then the search index, the similar products and the admin test table, each rebuilt
// whole from the table as it is now, so running a step twice (a redelivery after a crash before its
// commit) or the whole run again writes the same derived items.

/** Companies recounted per message (each is three COUNT queries). */
const COMPANIES_PER_STEP = 50;

const nextStep = (step: RecalcStep): RecalcStep | null => RECALC_STEPS[RECALC_STEPS.indexOf(step) + 1] ?? null;

async function rebuild(step: Exclude<RecalcStep, 'counts'>): Promise<string> {
  switch (step) {
    case 'search':
      return `${(await rebuildSearch()).products} products indexed`;
    case 'similar':
      return `${(await rebuildIndexFromTable()).points} products with results`;
    case 'testTable':
      return `${(await rebuildTestTable()).results} test results`;
  }
}

export async function recalcStep(job: RecalcJob, lease: number): Promise<'next' | 'finished' | 'lost'> {
  const step = job.current;
  if (step === null) return 'lost';
  if (step === 'counts') {
    const page = await companyPage(COMPANIES_PER_STEP, job.countsCursor);
    for (const id of page.ids) await recount(id);
    // the last page also recounts the users: a new deployment starts its user count here
    const users = page.next ? undefined : await recountUsers();
    const committed = page.next
      ? await commitRecalc(job, lease, { counted: page.ids.length, countsCursor: page.next })
      : await commitRecalc(job, lease, {
          counted: page.ids.length,
          done: { step, detail: `${job.companies + page.ids.length} companies and ${users} users counted` },
          current: nextStep(step),
        });
    return committed ? 'next' : 'lost';
  }
  const detail = await rebuild(step);
  const current = nextStep(step);
  if (!(await commitRecalc(job, lease, { done: { step, detail }, current }))) return 'lost';
  return current === null ? 'finished' : 'next';
}

export const recalcChain = (runId: string): ChainSpec<RecalcJob> => ({
  key: RECALC_KEY,
  // a message of an older run finds another run's item: nothing to do
  load: async () => {
    const job = await getRecalc(true);
    return job?._id === runId ? job : undefined;
  },
  step: recalcStep,
  failed: (job, lease, error, last) => recalcFailed(job, lease, error.message, last),
  send: (seq) => sendMessage(QUEUES.recalc, recalcMessage(runId, seq)),
});

export const advanceRecalc = (
  runId: string,
  seq: number,
  opts: { receiveCount: number; maxReceives: number; leaseMs: number },
) => advance(recalcChain(runId), seq, opts);
