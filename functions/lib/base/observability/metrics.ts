import { getBooleanFromEnv } from '@aws-lambda-powertools/commons/utils/env';
import { setting } from '#lib/base/config';

// CloudWatch embedded metric format (EMF): one JSON log line per invocation that CloudWatch Logs
// turns into metrics, with no API call and no latency. Powertools Metrics writes the same lines
// but adds 10 KB to every bundle, which five bundles had no room for (docs/architecture.md,
// Observability); the format is small and fixed, so the few lines below write it.

export type Unit = 'Count' | 'Milliseconds';

export interface MetricLine {
  /** Dimension name → value; every metric of the line is recorded under all of them together. */
  dimensions: Record<string, string>;
  metrics: Record<string, { value: number; unit: Unit }>;
}

export const NAMESPACE_ENV = 'POWERTOOLS_METRICS_NAMESPACE';
export const DEFAULT_NAMESPACE = 'Cannastamp';
export const SERVICE = 'cannastamp';

/** Off where Powertools' own switch says so (the local runtime and the tests set it). */
const disabled = () =>
  getBooleanFromEnv({ key: 'POWERTOOLS_METRICS_DISABLED', defaultValue: false, extendedParsing: true });

/** The EMF document for one line: the directive names the metrics, the values sit at the top level. */
export function emf(line: MetricLine, timestamp = Date.now()) {
  const dimensions = { service: SERVICE, ...line.dimensions };
  return {
    _aws: {
      Timestamp: timestamp,
      CloudWatchMetrics: [
        {
          Namespace: setting(NAMESPACE_ENV) ?? DEFAULT_NAMESPACE,
          Dimensions: [Object.keys(dimensions)],
          Metrics: Object.entries(line.metrics).map(([Name, m]) => ({ Name, Unit: m.unit })),
        },
      ],
    },
    ...dimensions,
    ...Object.fromEntries(Object.entries(line.metrics).map(([name, m]) => [name, m.value])),
  };
}

/**
 * Writes the line straight to stdout: Lambda's console.log would prefix it with a time and request
 * id, and CloudWatch reads EMF only from a line that is JSON alone.
 */
export function publish(line: MetricLine) {
  if (disabled() || Object.keys(line.metrics).length === 0) return;
  process.stdout.write(`${JSON.stringify(emf(line))}\n`);
}
