import { randomBytes } from 'node:crypto';
import { createSocket } from 'node:dgram';
import { getXrayTraceDataFromEnv } from '@aws-lambda-powertools/commons/utils/env';
import { setting } from '#lib/base/config';

// Lambda's active tracing records each invocation's segment by itself; this adds one subsegment
// carrying searchable annotations (route, cold start, status). Powertools Tracer would do the same
// through aws-xray-sdk-core, about 110 KB of every bundle (docs/architecture.md, Observability):
// the X-Ray daemon beside the function takes a subsegment as one UDP datagram, which is all we need.

/** What a subsegment carries: X-Ray indexes annotations (string, number, boolean) for filter expressions. */
export type Annotations = Record<string, string | number | boolean>;

const HEADER = '{"format":"json","version":1}\n';

/** host and port of the daemon from AWS_XRAY_DAEMON_ADDRESS (`host:port`, or `tcp:h:p udp:h:p`). */
function daemon(): { host: string; port: number } | undefined {
  const raw = setting('AWS_XRAY_DAEMON_ADDRESS');
  if (!raw) return undefined;
  const udp =
    raw
      .split(' ')
      .find((p) => p.startsWith('udp:'))
      ?.slice(4) ?? raw;
  const i = udp.lastIndexOf(':');
  const port = Number(udp.slice(i + 1));
  return i > 0 && Number.isInteger(port) ? { host: udp.slice(0, i), port } : undefined;
}

/**
 * The subsegment document for the current invocation's trace, or undefined where there is no
 * sampled trace (the local runtime, tests, unsampled requests): nothing is then sent.
 */
export function subsegment(name: string, start: number, end: number, annotations: Annotations, fault: boolean) {
  const trace = getXrayTraceDataFromEnv();
  if (!trace?.Root || !trace.Parent || trace.Sampled !== '1') return undefined;
  return {
    type: 'subsegment',
    name,
    id: randomBytes(8).toString('hex'),
    trace_id: trace.Root,
    parent_id: trace.Parent,
    start_time: start / 1000,
    end_time: end / 1000,
    annotations,
    ...(fault ? { fault: true } : {}),
  };
}

/** Sends a subsegment to the daemon; tracing never fails an invocation, so errors are dropped. */
export async function sendSubsegment(doc: ReturnType<typeof subsegment>): Promise<void> {
  const to = daemon();
  if (!doc || !to) return;
  const socket = createSocket('udp4');
  try {
    // awaited, so the datagram leaves before Lambda freezes the environment
    await new Promise<void>((resolve) => socket.send(HEADER + JSON.stringify(doc), to.port, to.host, () => resolve()));
  } catch {
    // an unreachable daemon costs a trace, never a request
  } finally {
    socket.close();
  }
}
