import middy, { type MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { publish, type MetricLine } from './metrics.ts';
import { sendSubsegment, subsegment } from './trace.ts';

// Every function's metrics and trace annotations, from one middleware: the HTTP stack (#lib/runtime/http)
// uses it for each route, and the worker wrappers take `observe` (middy) or `observed` (a plain
// handler) with the worker's handler name.

/** Kept on middy's per-request `internal`: when the invocation began and whether it was the environment's first. */
interface Timing {
  start: number;
  cold: boolean;
}
const TIMING = Symbol('observeTiming');
const timing = (request: middy.Request) => request.internal as unknown as Record<typeof TIMING, Timing | undefined>;
let cold = true;

/** What an answer says about the invocation: an HTTP status, or a batch's failed records. */
function outcome(response: unknown, error: unknown) {
  const r = (response ?? {}) as { statusCode?: unknown; batchItemFailures?: unknown };
  const status = typeof r.statusCode === 'number' ? r.statusCode : undefined;
  const failedRecords = Array.isArray(r.batchItemFailures) ? r.batchItemFailures.length : undefined;
  // an error nothing turned into an answer is a fault, as is a 5xx
  const fault = (response === undefined && error !== undefined) || (status !== undefined && status >= 500);
  return { status, failedRecords, fault };
}

/**
 * Per invocation, under the dimension `route` (the handler, e.g. consumer/get-product):
 * `Invocations` (count), `Latency` (ms), `Faults` (0 or 1, so its average is the fault rate) and,
 * for batch consumers, `FailedRecords`, and `ColdStart` (1) on an environment's first invocation.
 * Written before the answer leaves, as one EMF line, and mirrored in one X-Ray subsegment's annotations.
 */
export const observe = (name: string): MiddlewareObj => {
  const finish = async (request: middy.Request) => {
    const end = Date.now();
    const { start, cold: coldStart } = timing(request)[TIMING] ?? { start: end, cold: false };
    const { status, failedRecords, fault } = outcome(request.response, request.error);
    const counted: MetricLine['metrics'] = {
      Invocations: { value: 1, unit: 'Count' },
      Latency: { value: end - start, unit: 'Milliseconds' },
      Faults: { value: fault ? 1 : 0, unit: 'Count' },
    };
    if (coldStart) counted.ColdStart = { value: 1, unit: 'Count' };
    if (failedRecords !== undefined) counted.FailedRecords = { value: failedRecords, unit: 'Count' };
    publish({ dimensions: { route: name }, metrics: counted });
    const annotations = { route: name, coldStart, ...(status !== undefined ? { status } : {}) };
    await sendSubsegment(subsegment(`## ${name}`, start, end, annotations, fault));
  };
  return {
    before: async (request) => {
      timing(request)[TIMING] = { start: Date.now(), cold };
      cold = false;
    },
    after: finish,
    onError: finish,
  };
};

/** A plain handler with `observe` around it, for functions that do not build their own middy stack. */
export const observed = <E, R>(name: string, fn: (event: E, context: Context) => Promise<R>) =>
  middy<E, R>(fn).use(observe(name));
