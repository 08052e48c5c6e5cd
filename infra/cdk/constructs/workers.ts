import { Duration } from 'aws-cdk-lib';
import type { TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { CfnFunction, FilterCriteria, FilterRule, StartingPosition } from 'aws-cdk-lib/aws-lambda';
import { DynamoEventSource, SqsDlq, SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import { NagSuppressions } from 'cdk-nag';
import { Construct } from 'constructs';
import type { Deployment } from '../../needs.ts';
import { dlqName, queuesOf, STREAM_RETRY, streamDlqName, workerNeeds, type Worker } from '../../workers.ts';
import { functionId, functionsStack, handlerFunction } from './lambda.ts';

interface WorkersProps {
  /** The table whose stream feeds the stream consumers. */
  table: TableV2;
  workers: Worker[];
}

const newDeadLetterQueue = (scope: Construct, name: string, destinationOf?: string) => {
  const q = new Queue(scope, functionId(name), {
    queueName: name,
    retentionPeriod: Duration.days(14),
    encryption: QueueEncryption.SQS_MANAGED,
    enforceSSL: true,
  });
  if (destinationOf)
    NagSuppressions.addResourceSuppressions(q, [
      {
        id: 'AwsSolutions-SQS3',
        reason: `This queue is the dead-letter queue of ${destinationOf}; cdk-nag only recognises queues named in a redrive policy.`,
      },
    ]);
  return q;
};

/**
 * The worker table (infra/workers.ts) in AWS: SQS consumers with partial batch responses and a
 * dead-letter queue per queue, EventBridge schedules, and table-stream consumers filtered by entity
 * with bisect, retries for as long as the stream keeps a record, and a dead-letter queue. The
 * local runtime mirrors each setting (STREAM_RETRY, infra/workers.ts).
 */
export function createWorkers(scope: Construct, { table, workers }: WorkersProps) {
  const construct = new Construct(scope, 'Workers');
  const queues = new Map<string, Queue>();
  // each gets its depth alarm (infra/cdk/constructs/alarms.ts)
  const deadLetterQueues: Queue[] = [];
  const deadLetterQueue = (...args: Parameters<typeof newDeadLetterQueue>) => {
    const q = newDeadLetterQueue(...args);
    deadLetterQueues.push(q);
    return q;
  };
  const functions = new Map<string, NodejsFunction>();

  // the queues first, so that any function (a route or a worker) may name one it sends to
  for (const w of queuesOf(workers)) {
    if (queues.has(w.queue)) continue;
    queues.set(
      w.queue,
      new Queue(construct, functionId(w.queue), {
        queueName: w.queue,
        // SQS wants the visibility timeout to cover a batch's whole run, with room for retries
        visibilityTimeout: Duration.seconds(
          Math.max(w.visibilityTimeoutSeconds, (w.needs.profile?.timeoutSeconds ?? 10) * 6),
        ),
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
        deadLetterQueue: { queue: deadLetterQueue(construct, dlqName(w.queue)), maxReceiveCount: w.maxReceiveCount },
      }),
    );
  }
  // each stream consumer's dead-letter queue: the mapping's failure destination, and where the
  // worker itself sends a record it can never handle (its deadLetter need)
  const streamDlqs = new Map<string, Queue>();
  for (const w of workers)
    if (w.kind === 'stream')
      streamDlqs.set(
        streamDlqName(w),
        deadLetterQueue(construct, streamDlqName(w), `the ${w.handler} stream consumer`),
      );
  const queue = (name: string) => {
    const q = queues.get(name) ?? streamDlqs.get(name);
    if (!q) throw new Error(`no queue ${name} in the worker table`);
    return q;
  };

  /** The functions, once the deployment (which names these queues) is known. */
  const addFunctions = (deployment: Deployment) => {
    for (const w of workers) {
      // the function and its trigger live in its folder's nested stack; every queue stays here in
      // the parent, dead-letter queues included, since they are named: a queue moved to another
      // stack would be created under a name its old stack still holds
      const home = functionsStack(construct, w.handler);
      // a stream worker's own dead-letter queue is among its needs (the manifests say the same)
      const fn = handlerFunction(home, w.handler, workerNeeds(w), deployment);
      functions.set(w.handler, fn);

      if (w.kind === 'queue')
        fn.addEventSource(
          new SqsEventSource(queue(w.queue), { batchSize: w.batchSize, reportBatchItemFailures: true }),
        );

      if (w.kind === 'schedule') {
        new Rule(home, `${functionId(w.handler)}Schedule`, {
          schedule: Schedule.expression(w.schedule),
          targets: [
            new LambdaFunction(fn, {
              retryAttempts: 2,
              deadLetterQueue: deadLetterQueue(
                construct,
                `${functionId(w.handler)}-schedule-dlq`,
                `the ${w.handler} schedule`,
              ),
            }),
          ],
        });
      }

      if (w.kind === 'stream') {
        if (w.serial) (fn.node.defaultChild as CfnFunction).reservedConcurrentExecutions = 1;
        fn.addEventSource(
          new DynamoEventSource(table, {
            startingPosition: StartingPosition.TRIM_HORIZON,
            batchSize: w.batchSize,
            // a failure is retried for as long as the stream keeps the record (24 hours), so a blip
            // (the table throttling, a timeout, a write conflict) delays a derived view and never
            // leaves it wrong; a record that fails whole is isolated by halving its batch, and only
            // one that still fails after a day reaches the dead-letter queue, whose alarm pages
            bisectBatchOnError: true,
            retryAttempts: STREAM_RETRY.attempts,
            maxRecordAge: Duration.seconds(STREAM_RETRY.maxRecordAgeSeconds),
            reportBatchItemFailures: true,
            onFailure: new SqsDlq(queue(streamDlqName(w))),
            // an item's entity is on its new image (insert, modify) or its old one (remove)
            filters: [entityFilter('NewImage', w.entities), entityFilter('OldImage', w.entities)],
          }),
        );
      }
    }
  };
  return { queues, queue, functions, deadLetterQueues, addFunctions };
}

const entityFilter = (image: 'NewImage' | 'OldImage', entities: string[]) =>
  FilterCriteria.filter({ dynamodb: { [image]: { entity: { S: FilterRule.or(...entities) } } } });
