import { Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIMEOUT_SECONDS } from '#shared/needs';
import { nagFindings, platformApp } from '#test/support/test-app';
import { workers } from '../../infra/workers.ts';

// The stack is synthesized with the worker table (routes name its queues) plus the runtime tests'
// probe workers: one queue, one schedule and one stream consumer of known settings.

let template: Template;
let stack: ReturnType<typeof platformApp>['built']['stack'];

beforeAll(() => {
  ({
    template,
    built: { stack },
  } = platformApp());
});

const fnRef = (id: string) => Match.objectLike({ 'Fn::GetAtt': [Match.stringLikeRegexp(`^${id}[0-9A-F]{8}$`), 'Arn'] });

describe('workers in the stack', () => {
  it('gives a queue consumer its encrypted, TLS-only queue with a dead-letter queue and partial batch responses', () => {
    template.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: 'probe',
      SqsManagedSseEnabled: true,
      RedrivePolicy: { deadLetterTargetArn: Match.anyValue(), maxReceiveCount: 2 },
    });
    template.hasResourceProperties('AWS::SQS::Queue', { QueueName: 'probe-dlq', MessageRetentionPeriod: 1209600 });
    // the print queue: three receives, then its dead-letter queue (whose alarm test/infra/alarms.test.ts holds)
    template.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: 'print-jobs',
      RedrivePolicy: { deadLetterTargetArn: Match.anyValue(), maxReceiveCount: 3 },
    });
    template.hasResourceProperties('AWS::SQS::Queue', { QueueName: 'print-jobs-dlq' });
    template.hasResourceProperties('AWS::SQS::QueuePolicy', {
      PolicyDocument: {
        Statement: Match.arrayWith([
          Match.objectLike({ Effect: 'Deny', Condition: { Bool: { 'aws:SecureTransport': 'false' } } }),
        ]),
      },
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 5,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      EventSourceArn: Match.objectLike({ 'Fn::GetAtt': [Match.stringLikeRegexp('^WorkersProbe'), 'Arn'] }),
    });
  });

  it('tells each queue consumer its delivery terms from the worker table: its receives and its timeout as the lease', () => {
    for (const w of workers.filter((x) => x.kind === 'queue'))
      template.hasResourceProperties('AWS::Lambda::Function', {
        Timeout: w.needs.profile?.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
        Environment: {
          Variables: Match.objectLike({
            MAX_RECEIVES: String(w.maxReceiveCount),
            LEASE_SECONDS: String(w.needs.profile?.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS),
          }),
        },
      });
  });

  it('runs a scheduled worker from an EventBridge rule with retries and a dead-letter queue', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 day)',
      Targets: [
        Match.objectLike({
          Arn: fnRef('TestFixturesProbeSchedule'),
          RetryPolicy: { MaximumRetryAttempts: 2 },
          DeadLetterConfig: Match.anyValue(),
        }),
      ],
    });
  });

  it('sweeps points offers every minute from a rule with retries and a dead-letter queue', () => {
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [
        Match.objectLike({
          Arn: fnRef('JobsSchedulesSweepPointsOffers'),
          RetryPolicy: { MaximumRetryAttempts: 2 },
          DeadLetterConfig: Match.anyValue(),
        }),
      ],
    });
  });

  it('gives the loyalty send worker its queue, five receives, a dead-letter queue and its depth alarm', () => {
    const queues = template.findResources('AWS::SQS::Queue');
    const id = (name: string) => Object.entries(queues).find(([, q]) => q.Properties.QueueName === name)?.[0];
    const dlq = id('loyalty-sends-dlq');
    expect(dlq).toBeDefined();
    template.hasResourceProperties('AWS::SQS::Queue', {
      QueueName: 'loyalty-sends',
      // the function's 30 s, six times over, as SQS asks of a Lambda consumer
      VisibilityTimeout: 180,
      RedrivePolicy: { deadLetterTargetArn: { 'Fn::GetAtt': [dlq, 'Arn'] }, maxReceiveCount: 5 },
    });
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      BatchSize: 5,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      EventSourceArn: { 'Fn::GetAtt': [id('loyalty-sends'), 'Arn'] },
    });
    template.hasResourceProperties('AWS::CloudWatch::Alarm', {
      Namespace: 'AWS/SQS',
      MetricName: 'ApproximateNumberOfMessagesVisible',
      Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': [dlq, 'QueueName'] } }],
    });
    template.hasResourceProperties('AWS::Events::Rule', {
      ScheduleExpression: 'rate(1 minute)',
      Targets: [Match.objectLike({ Arn: fnRef('JobsSchedulesSweepLoyaltySends'), DeadLetterConfig: Match.anyValue() })],
    });
  });

  it('feeds a stream consumer the table stream, filtered by entity, with bisect, retries for as long as the stream keeps a record, and a dead-letter queue', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: Match.anyValue(),
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: -1,
      MaximumRecordAgeInSeconds: 86_400,
      FunctionResponseTypes: ['ReportBatchItemFailures'],
      DestinationConfig: { OnFailure: { Destination: Match.anyValue() } },
      FilterCriteria: {
        Filters: [
          { Pattern: JSON.stringify({ dynamodb: { NewImage: { entity: { S: ['probe'] } } } }) },
          { Pattern: JSON.stringify({ dynamodb: { OldImage: { entity: { S: ['probe'] } } } }) },
        ],
      },
    });
    template.hasResourceProperties('AWS::SQS::Queue', { QueueName: 'test-fixtures-probe-stream-stream-dlq' });
    // the worker sends a record it can never handle there itself
    template.hasResourceProperties('AWS::Lambda::Function', {
      Environment: { Variables: Match.objectLike({ DEAD_LETTER_QUEUE: 'test-fixtures-probe-stream-stream-dlq' }) },
    });
  });

  it('passes cdk-nag with the workers in place', () => {
    expect(nagFindings(stack)).toEqual([]);
  });
});
