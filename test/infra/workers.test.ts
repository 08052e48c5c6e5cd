import { Annotations, Match, Template } from 'aws-cdk-lib/assertions';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, wholeTemplate } from '#test/support/test-app';
import { workers as probes } from '../fixtures/workers.ts';
import { workers } from '#infra/workers';

// The stack is synthesized with the worker table (routes name its queues) plus the runtime tests'
// probe workers: one queue, one schedule and one stream consumer of known settings.

let template: Template;
let stack: ReturnType<typeof testApp>['stack'];

beforeAll(() => {
  const built = testApp({ workers: [...workers, ...probes] });
  stack = built.stack;
  built.app.synth();
  template = wholeTemplate(stack);
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

  it('feeds a stream consumer the table stream, filtered by entity, with bisect, three retries and a dead-letter queue', () => {
    template.hasResourceProperties('AWS::Lambda::EventSourceMapping', {
      FunctionName: Match.anyValue(),
      StartingPosition: 'TRIM_HORIZON',
      BisectBatchOnFunctionError: true,
      MaximumRetryAttempts: 3,
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
  });

  it('passes cdk-nag with the workers in place', () => {
    const findings = [
      ...Annotations.fromStack(stack).findError('*', Match.stringLikeRegexp('AwsSolutions-.*')),
      ...Annotations.fromStack(stack).findWarning('*', Match.stringLikeRegexp('AwsSolutions-.*')),
    ];
    expect(findings.map((e) => `${e.id}: ${String(e.entry.data).slice(0, 100)}`)).toEqual([]);
  });
});
