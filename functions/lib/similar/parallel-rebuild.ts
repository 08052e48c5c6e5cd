import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import { answerPart, joinParts, rebuildAll, type AnswerPart, type IndexPoint } from './engine.ts';

// A full rebuild on every core: the answers are independent, so each thread builds the same index
// (a fraction of a second) and answers its share of the points. Below PARALLEL_FROM points the
// threads' start-up costs more than they save, and the rebuild stays in this thread.

const PARALLEL_FROM = 20_000;
const WORKER = new URL('./rebuild-worker.ts', import.meta.url);

export async function rebuildAllInParallel(
  points: IndexPoint[],
  threads = availableParallelism(),
  from = PARALLEL_FROM,
): Promise<ReturnType<typeof rebuildAll>> {
  if (threads < 2 || points.length < from) return rebuildAll(points);
  const others = Array.from({ length: threads - 1 }, (_, i) => {
    const workerData = { points, part: i + 1, parts: threads };
    const worker = import.meta.url.endsWith('.ts')
      ? // run from source (the seed, the bench, the local runtime): the thread registers tsx first
        new Worker(
          `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})` +
            `.then((tsx) => { tsx.register(); return import(${JSON.stringify(WORKER.href)}); })`,
          { eval: true, workerData },
        )
      : new Worker(WORKER, { workerData });
    return new Promise<AnswerPart>((resolve, reject) => {
      worker.once('message', (answers: AnswerPart) => resolve(answers));
      worker.once('error', reject);
      worker.once('exit', (code) => {
        if (code !== 0) reject(new Error(`a rebuild thread stopped with code ${code}`));
      });
    });
  });
  const mine = answerPart(points, 0, threads);
  return joinParts(points, [mine, ...(await Promise.all(others))]);
}
