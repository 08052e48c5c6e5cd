import { parentPort, workerData } from 'node:worker_threads';
import { answerPart, type IndexPoint } from './engine.ts';

// One thread of a parallel rebuild (./parallel-rebuild.ts): its share of the answers.
const { points, part, parts } = workerData as { points: IndexPoint[]; part: number; parts: number };
parentPort!.postMessage(answerPart(points, part, parts));
