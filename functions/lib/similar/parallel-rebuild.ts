import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { answerPart, joinParts, rebuildAll, type AnswerPart, type IndexPoint } from './engine.ts';

// A full rebuild on every core: the answers are independent, so each thread builds the same index
// (a fraction of a second) and answers its share of the points. Below PARALLEL_FROM points the
// threads' start-up costs more than they save, and the rebuild stays in this thread.

const PARALLEL_FROM = 20_000;

/** Marks the data of a thread started for a rebuild, so a module loaded in any other thread does nothing here. */
const THREAD = 'cannastampSimilarRebuild';
interface ThreadData {
  [THREAD]: true;
  points: IndexPoint[];
  part: number;
  parts: number;
}

// A rebuild's thread runs this very module: from source it is this file, and in a Lambda bundle it
// is the bundle itself, the only file shipped. So its share of the work starts where the module
// loads, in a thread started for it.
if (!isMainThread && (workerData as Partial<ThreadData> | null)?.[THREAD]) {
  const { points, part, parts } = workerData as ThreadData;
  parentPort!.postMessage(answerPart(points, part, parts));
}

const startThread = (data: ThreadData) =>
  import.meta.url.endsWith('.ts')
    ? // run from source (the seed, the bench, the local runtime): the thread registers tsx first
      new Worker(
        `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})` +
          `.then((tsx) => { tsx.register(); return import(${JSON.stringify(import.meta.url)}); })`,
        { eval: true, workerData: data },
      )
    : new Worker(new URL(import.meta.url), { workerData: data });

export async function rebuildAllInParallel(
  points: IndexPoint[],
  threads = availableParallelism(),
  from = PARALLEL_FROM,
): Promise<ReturnType<typeof rebuildAll>> {
  if (threads < 2 || points.length < from) return rebuildAll(points);
  const others = Array.from({ length: threads - 1 }, (_, i) => {
    const worker = startThread({ [THREAD]: true, points, part: i + 1, parts: threads });
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
