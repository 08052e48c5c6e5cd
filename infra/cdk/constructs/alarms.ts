import { Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { CfnFunction, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { Queue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { DEFAULT_NAMESPACE, SERVICE } from '#lib/base/observability/metrics';
import { RECONCILE_ROUTE, REPAIR_METRICS } from '#lib/reconcile/metrics';
import { functionId } from './lambda.ts';

/** The API's share of 5xx answers (percent, over five minutes) that raises its alarm. */
export const API_5XX_PERCENT = 1;
const PERIOD = Duration.minutes(5);

/**
 * The topic every alarm of a stack sends to: encrypted with a key of our own (CloudWatch cannot use
 * the AWS-managed SNS key, so the key policy lets CloudWatch publish), TLS-only, with an e-mail
 * subscription when the CDK context names an address (`alarmEmail`).
 */
export function alarmTopic(scope: Construct, email: string | undefined) {
  const construct = new Construct(scope, 'Alarms');
  const key = new Key(construct, 'TopicKey', {
    enableKeyRotation: true,
    description: 'Encrypts the Cannastamp alarm topic',
  });
  key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
  const topic = new Topic(construct, 'Topic', { displayName: 'Cannastamp alarms', masterKey: key, enforceSSL: true });
  if (email) topic.addSubscription(new EmailSubscription(email));
  return { construct, topic };
}

/** One alarm on `metric` crossing `threshold`; quiet while there is no data (nothing ran). */
export function raise(
  scope: Construct,
  id: string,
  topic: Topic,
  metric: IMetric,
  threshold: number,
  description: string,
  periods = 1,
) {
  const alarm = new Alarm(scope, id, {
    metric,
    threshold,
    evaluationPeriods: periods,
    datapointsToAlarm: periods,
    comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
    treatMissingData: TreatMissingData.NOT_BREACHING,
    alarmDescription: description,
  });
  alarm.addAlarmAction(new SnsAction(topic));
  return alarm;
}

interface PlatformAlarmsProps {
  email: string | undefined;
  api: HttpApi;
  /** Every dead-letter queue of the stack (createWorkers returns them). */
  deadLetterQueues: Queue[];
}

/**
 * The platform's alarms, all to one topic: a message waiting in any dead-letter queue, any error
 * or throttle of any of the stack's Lambda functions (routes, the origin check, workers: found in
 * the construct tree, so a new function cannot be missed), anything the hourly reconciliation of
 * the derived views had to mend, and the API's 5xx rate. Call it last.
 */
export function createAlarms(scope: Construct, { email, api, deadLetterQueues }: PlatformAlarmsProps) {
  const { construct, topic } = alarmTopic(scope, email);
  // an alarm lives in the stack of what it watches (a nested stack's function or queue alarms from
  // there), so the parent holds only its own and does not grow with routes
  const parent = Stack.of(scope);
  const home = (c: Construct) => (Stack.of(c) === parent ? construct : Stack.of(c));

  for (const q of deadLetterQueues)
    raise(
      home(q),
      `${functionId(q.node.id)}Depth`,
      topic,
      q.metricApproximateNumberOfMessagesVisible({ period: Duration.minutes(1), statistic: 'Maximum' }),
      1,
      `A message is waiting in the dead-letter queue ${q.node.id}: it failed every retry and will not be processed again until someone looks (redrive it once fixed).`,
    );

  // nested stacks are in the parent's construct tree, so their functions are found here too
  const functions = parent.node.findAll().filter((c): c is LambdaFunction => c instanceof LambdaFunction);
  for (const fn of functions) {
    const id = `${fn.node.scope!.node.id}${fn.node.id}`;
    raise(
      home(fn),
      `${id}Errors`,
      topic,
      fn.metricErrors({ period: PERIOD, statistic: 'Sum' }),
      1,
      `${id} failed an invocation (an unhandled error, a timeout or a crash).`,
    );
    // a function held to one instance (a serial stream consumer) is throttled in passing whenever
    // two shards have records at once; only throttling that lasts means it is falling behind
    const serial = (fn.node.defaultChild as CfnFunction).reservedConcurrentExecutions !== undefined;
    raise(
      home(fn),
      `${id}Throttles`,
      topic,
      fn.metricThrottles({ period: PERIOD, statistic: 'Sum' }),
      1,
      serial
        ? `${id} has been throttled for 15 minutes: its stream is falling behind.`
        : `${id} was throttled: Lambda concurrency ran out.`,
      serial ? 3 : 1,
    );
  }

  // the hourly reconciliation mends what the stream workers missed; anything it mends is a change
  // a worker lost, worth finding before it happens again
  for (const { metric: name, what } of Object.values(REPAIR_METRICS))
    raise(
      construct,
      `Reconcile${name}`,
      topic,
      new Metric({
        namespace: DEFAULT_NAMESPACE,
        metricName: name,
        dimensionsMap: { service: SERVICE, route: RECONCILE_ROUTE },
        period: Duration.hours(1),
        statistic: 'Maximum',
      }),
      1,
      `The hourly reconciliation mended ${what} that had drifted from the table: a stream worker lost a change (read its logs and dead-letter queue).`,
    );

  const requests = api.metricCount({ period: PERIOD, statistic: 'Sum' });
  const errors = api.metricServerError({ period: PERIOD, statistic: 'Sum' });
  raise(
    construct,
    'Api5xxRate',
    topic,
    new MathExpression({
      expression: 'IF(requests > 0, 100 * errors / requests, 0)',
      usingMetrics: { requests, errors },
      period: PERIOD,
      label: 'API 5xx %',
    }),
    API_5XX_PERCENT,
    `More than ${API_5XX_PERCENT}% of API answers in five minutes were 5xx: only real faults answer 5xx.`,
  );
  return { topic, functions };
}

/** A metric of the WAF web ACL on CloudFront (CloudFront's WAF metrics carry no Region dimension). */
export const wafMetric = (webAcl: string, rule: string, metricName = 'BlockedRequests') =>
  new Metric({
    namespace: 'AWS/WAFV2',
    metricName,
    dimensionsMap: { WebACL: webAcl, Rule: rule },
    period: PERIOD,
    statistic: 'Sum',
  });
