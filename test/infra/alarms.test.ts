import { App, Stack } from 'aws-cdk-lib';
import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECONCILE_ROUTE, REPAIR_METRICS } from '#lib/reconcile/metrics';
import { DEFAULT_NAMESPACE, NAMESPACE_ENV, SERVICE } from '#lib/base/observability/metrics';
import { notFoundRoute, routes, type RouteDef } from '#shared/routes';
import { ALARM_EMAIL, nagFindings, platformApp } from '#test/support/test-app';
import { alarmTopic, API_5XX_PERCENT } from '../../infra/cdk/constructs/alarms.ts';
import { functionId } from '../../infra/cdk/constructs/lambda.ts';
import { RATE_LIMITS, WEB_ACL_METRIC } from '../../infra/cdk/edge-stack.ts';
import { dlqName, streamDlqName, workers, type Worker } from '../../infra/workers.ts';
import { workers as probes } from '../fixtures/workers.ts';

// The stack is synthesized with the real worker table and the probe workers together, so every
// kind of trigger (queue, schedule, stream) and its dead-letter queue is in the template: each
// route, worker and queue is enumerated from its own table and must find its alarm there. The
// functions and their alarms live in nested stacks, so the template read is the whole app's.

const EMAIL = ALARM_EMAIL;
const allWorkers: Worker[] = [...workers, ...probes];
const routeHandlers = [
  ...new Set([...Object.values(routes as Record<string, RouteDef>).map((r) => r.handler), notFoundRoute.handler]),
];

type Resource = { Properties: Record<string, any>; DependsOn?: unknown };
let template: Template;
let edge: Template;
let stack: Stack;
let edgeStack: Stack;
let alarms: Resource[];
let topicRef: string;

beforeAll(() => {
  // the shared app: the worker table and the probes, alarms sent to ALARM_EMAIL
  const shared = platformApp();
  stack = shared.built.stack;
  edgeStack = shared.built.edge;
  template = shared.template;
  edge = Template.fromStack(edgeStack);
  alarms = Object.values(template.findResources('AWS::CloudWatch::Alarm')) as Resource[];
  topicRef = Object.keys(template.findResources('AWS::SNS::Topic'))[0]!;
});

const logicalId = (type: string, prefix: string) => {
  const ids = Object.keys(template.findResources(type)).filter((k) => new RegExp(`^${prefix}[0-9A-F]{8}$`).test(k));
  expect(ids, `${type} ${prefix}`).toHaveLength(1);
  return ids[0]!;
};

/** The alarms on one Lambda metric of one function (by logical id). */
const functionAlarms = (fnId: string, metric: 'Errors' | 'Throttles') =>
  alarms.filter(
    (a) =>
      a.Properties.Namespace === 'AWS/Lambda' &&
      a.Properties.MetricName === metric &&
      JSON.stringify(a.Properties.Dimensions) === JSON.stringify([{ Name: 'FunctionName', Value: { Ref: fnId } }]),
  );

const expectFunctionAlarms = (fnId: string) => {
  for (const metric of ['Errors', 'Throttles'] as const) {
    const found = functionAlarms(fnId, metric);
    expect(found, `${fnId} has no ${metric} alarm`).toHaveLength(1);
    expect(found[0]!.Properties).toMatchObject({
      Statistic: 'Sum',
      Threshold: 1,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
      TreatMissingData: 'notBreaching',
    });
  }
};

/** Every queue the template uses as a dead-letter queue: redrive targets, stream failure destinations, rule target DLQs. */
const deadLetterQueueIds = () => {
  const arnOf = (v: unknown) => (v as { 'Fn::GetAtt'?: [string, string] })?.['Fn::GetAtt']?.[0];
  const ids = [
    ...Object.values(template.findResources('AWS::SQS::Queue')).map((q) =>
      arnOf(q.Properties.RedrivePolicy?.deadLetterTargetArn),
    ),
    ...Object.values(template.findResources('AWS::Lambda::EventSourceMapping')).map((m) =>
      arnOf(m.Properties.DestinationConfig?.OnFailure?.Destination),
    ),
    ...Object.values(template.findResources('AWS::Events::Rule')).flatMap((r) =>
      (r.Properties.Targets as { DeadLetterConfig?: { Arn: unknown } }[]).map((t) => arnOf(t.DeadLetterConfig?.Arn)),
    ),
  ];
  return [...new Set(ids.filter((x): x is string => Boolean(x)))];
};

const queueIdByName = (name: string) => {
  const found = Object.entries(template.findResources('AWS::SQS::Queue')).filter(
    ([, q]) => q.Properties.QueueName === name,
  );
  expect(found, `no queue ${name}`).toHaveLength(1);
  return found[0]![0];
};

const expectDepthAlarm = (queueId: string) => {
  const found = alarms.filter(
    (a) =>
      a.Properties.Namespace === 'AWS/SQS' &&
      a.Properties.MetricName === 'ApproximateNumberOfMessagesVisible' &&
      JSON.stringify(a.Properties.Dimensions) ===
        JSON.stringify([{ Name: 'QueueName', Value: { 'Fn::GetAtt': [queueId, 'QueueName'] } }]),
  );
  expect(found, `dead-letter queue ${queueId} has no depth alarm`).toHaveLength(1);
  // depth > 0: one message waiting is enough
  expect(found[0]!.Properties).toMatchObject({
    Statistic: 'Maximum',
    Threshold: 1,
    ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    Period: 60,
  });
};

describe('alarms', () => {
  it.each(routeHandlers)('route %s: its function has an errors and a throttles alarm', (handler) => {
    expectFunctionAlarms(logicalId('AWS::Lambda::Function', functionId(handler)));
  });

  it.each(allWorkers.map((w) => [w.handler, w] as const))(
    'worker %s: its function has an errors and a throttles alarm',
    (_, w) => {
      expectFunctionAlarms(logicalId('AWS::Lambda::Function', functionId(w.handler)));
    },
  );

  it.each(allWorkers.map((w) => [w.handler, w] as const))(
    'worker %s: its dead-letter queue has a depth alarm',
    (_, w) => {
      const name =
        w.kind === 'queue'
          ? dlqName(w.queue)
          : w.kind === 'stream'
            ? streamDlqName(w)
            : `${functionId(w.handler)}-schedule-dlq`;
      expectDepthAlarm(queueIdByName(name));
    },
  );

  it('alarms on every function and every dead-letter queue the template holds, however it got there', () => {
    const fns = Object.keys(template.findResources('AWS::Lambda::Function'));
    expect(fns.length).toBeGreaterThan(routeHandlers.length + allWorkers.length); // the origin check, the site deployment
    for (const id of fns) expectFunctionAlarms(id);
    const dlqs = deadLetterQueueIds();
    expect(dlqs.length).toBe(allWorkers.length);
    for (const id of dlqs) expectDepthAlarm(id);
  });

  it(`alarms when more than ${API_5XX_PERCENT}% of the API's answers in five minutes are 5xx`, () => {
    const apiId = logicalId('AWS::ApiGatewayV2::Api', 'ApiHttpApi');
    const rate = alarms.filter((a) =>
      a.Properties.Metrics?.some((m: { Expression?: string }) => m.Expression?.includes('100 * errors / requests')),
    );
    expect(rate).toHaveLength(1);
    const metrics = rate[0]!.Properties.Metrics as {
      Id: string;
      MetricStat?: { Metric: { MetricName: string; Dimensions: unknown }; Stat: string; Period: number };
    }[];
    const stat = (id: string) => metrics.find((m) => m.Id === id)!.MetricStat!;
    expect(stat('errors')).toMatchObject({
      Metric: { MetricName: '5xx', Dimensions: [{ Name: 'ApiId', Value: { Ref: apiId } }] },
      Stat: 'Sum',
      Period: 300,
    });
    expect(stat('requests')).toMatchObject({
      Metric: { MetricName: 'Count', Dimensions: [{ Name: 'ApiId', Value: { Ref: apiId } }] },
      Stat: 'Sum',
      Period: 300,
    });
    expect(rate[0]!.Properties).toMatchObject({
      Threshold: API_5XX_PERCENT,
      ComparisonOperator: 'GreaterThanOrEqualToThreshold',
    });
  });

  it.each(Object.values(REPAIR_METRICS).map((m) => m.metric))(
    'alarms when the hourly reconciliation mends anything (%s)',
    (metric) => {
      const found = alarms.filter(
        (a) => a.Properties.Namespace === DEFAULT_NAMESPACE && a.Properties.MetricName === metric,
      );
      expect(found).toHaveLength(1);
      // a metric is the set of its dimensions, in whatever order they are listed
      expect(found[0]!.Properties.Dimensions).toHaveLength(2);
      expect(found[0]!.Properties.Dimensions).toEqual(
        expect.arrayContaining([
          { Name: 'service', Value: SERVICE },
          { Name: 'route', Value: RECONCILE_ROUTE },
        ]),
      );
      expect(found[0]!.Properties).toMatchObject({
        Statistic: 'Maximum',
        Period: 3600,
        Threshold: 1,
        ComparisonOperator: 'GreaterThanOrEqualToThreshold',
        TreatMissingData: 'notBreaching',
      });
    },
  );

  it('sends every alarm to one encrypted, TLS-only topic with the e-mail subscription from the CDK context', () => {
    expect(Object.keys(template.findResources('AWS::SNS::Topic'))).toHaveLength(1);
    for (const a of alarms) expect(a.Properties.AlarmActions).toEqual([{ Ref: topicRef }]);
    const topic = template.findResources('AWS::SNS::Topic')[topicRef]!;
    expect(topic.Properties.KmsMasterKeyId).toEqual({
      'Fn::GetAtt': [expect.stringMatching(/^AlarmsTopicKey/), 'Arn'],
    });
    template.hasResourceProperties('AWS::KMS::Key', {
      EnableKeyRotation: true,
      KeyPolicy: {
        Statement: Match.arrayWith([
          Match.objectLike({
            Principal: { Service: 'cloudwatch.amazonaws.com' },
            Action: ['kms:Decrypt', 'kms:GenerateDataKey*'],
          }),
        ]),
      },
    });
    template.hasResourceProperties('AWS::SNS::TopicPolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    template.hasResourceProperties('AWS::SNS::Subscription', {
      Protocol: 'email',
      Endpoint: EMAIL,
      TopicArn: { Ref: topicRef },
    });
  });

  it('subscribes no one when the context names no address', () => {
    const s = new Stack(new App(), 'Bare');
    alarmTopic(s, undefined);
    Template.fromStack(s).resourceCountIs('AWS::SNS::Subscription', 0);
  });

  it('tells the edge stack (us-east-1) when a WAF rate rule turns clients away, on its own topic with the same subscription', () => {
    const edgeAlarms = Object.values(edge.findResources('AWS::CloudWatch::Alarm'));
    const [edgeTopic] = Object.keys(edge.findResources('AWS::SNS::Topic'));
    for (const r of RATE_LIMITS) {
      const found = edgeAlarms.filter(
        (a) =>
          a.Properties.Namespace === 'AWS/WAFV2' &&
          a.Properties.MetricName === 'BlockedRequests' &&
          JSON.stringify(a.Properties.Dimensions) ===
            JSON.stringify([
              { Name: 'Rule', Value: r.name },
              { Name: 'WebACL', Value: WEB_ACL_METRIC },
            ]),
      );
      expect(found, r.name).toHaveLength(1);
      expect(found[0]!.Properties.AlarmActions).toEqual([{ Ref: edgeTopic }]);
    }
    edge.hasResourceProperties('AWS::SNS::Subscription', { Protocol: 'email', Endpoint: EMAIL });
    edge.hasResourceProperties('AWS::SNS::Topic', { KmsMasterKeyId: Match.anyValue() });
  });

  it.each(['platform', 'edge'])('keeps cdk-nag clean with the alarms in place (%s stack)', (which) => {
    expect(nagFindings(which === 'edge' ? edgeStack : stack)).toEqual([]);
  });
});

describe('tracing and metrics', () => {
  it('traces every function of ours with X-Ray and names its metrics namespace', () => {
    const ours = template.findResources('AWS::Lambda::Function', { Properties: { Runtime: 'nodejs22.x' } });
    expect(Object.keys(ours).length).toBe(routeHandlers.length + 1 + allWorkers.length); // + the origin check
    for (const [id, f] of Object.entries(ours)) {
      expect(f.Properties.TracingConfig, id).toEqual({ Mode: 'Active' });
      expect(f.Properties.Environment.Variables[NAMESPACE_ENV], id).toBe(DEFAULT_NAMESPACE);
    }
  });
});
