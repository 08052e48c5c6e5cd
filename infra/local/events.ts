import { randomUUID } from 'node:crypto';
import type { DynamoDBRecord, DynamoDBStreamEvent, ScheduledEvent, SQSEvent, SQSRecord } from 'aws-lambda';
import type { Message } from '@aws-sdk/client-sqs';
import type { _Record as StreamRecord } from '@aws-sdk/client-dynamodb-streams';

// The event shapes Lambda hands to queue, schedule and stream consumers, built from what the local
// stand-ins answer. events/ holds one sample of each; a unit test keeps the two in step.

const ACCOUNT = '000000000000';

export function sqsEvent(messages: Message[], queueArn: string, region: string): SQSEvent {
  return {
    Records: messages.map((m): SQSRecord => ({
      messageId: m.MessageId!,
      receiptHandle: m.ReceiptHandle!,
      body: m.Body ?? '',
      attributes: {
        ApproximateReceiveCount: m.Attributes?.ApproximateReceiveCount ?? '1',
        SentTimestamp: m.Attributes?.SentTimestamp ?? String(Date.now()),
        SenderId: m.Attributes?.SenderId ?? ACCOUNT,
        ApproximateFirstReceiveTimestamp: m.Attributes?.ApproximateFirstReceiveTimestamp ?? String(Date.now()),
      },
      messageAttributes: Object.fromEntries(
        Object.entries(m.MessageAttributes ?? {}).map(([k, v]) => [
          k,
          {
            stringValue: v.StringValue,
            binaryValue: v.BinaryValue?.toString(),
            stringListValues: [],
            binaryListValues: [],
            dataType: v.DataType ?? 'String',
          },
        ]),
      ),
      md5OfBody: m.MD5OfBody ?? '',
      eventSource: 'aws:sqs',
      eventSourceARN: queueArn,
      awsRegion: region,
    })),
  };
}

export function scheduledEvent(ruleName: string, region: string, at = new Date()): ScheduledEvent {
  return {
    version: '0',
    id: randomUUID(),
    'detail-type': 'Scheduled Event',
    source: 'aws.events',
    account: ACCOUNT,
    time: at.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    region,
    resources: [`arn:aws:events:${region}:${ACCOUNT}:rule/${ruleName}`],
    detail: {},
  };
}

export function streamEvent(records: StreamRecord[], streamArn: string, region: string): DynamoDBStreamEvent {
  return {
    Records: records.map((r): DynamoDBRecord => ({
      eventID: r.eventID,
      eventName: r.eventName,
      eventVersion: '1.1',
      eventSource: 'aws:dynamodb',
      awsRegion: region,
      dynamodb: {
        ApproximateCreationDateTime: r.dynamodb?.ApproximateCreationDateTime
          ? Math.floor(new Date(r.dynamodb.ApproximateCreationDateTime).getTime() / 1000)
          : undefined,
        // the streams client and aws-lambda type the same attribute-value JSON differently
        Keys: r.dynamodb?.Keys as never,
        NewImage: r.dynamodb?.NewImage as never,
        OldImage: r.dynamodb?.OldImage as never,
        SequenceNumber: r.dynamodb?.SequenceNumber,
        SizeBytes: r.dynamodb?.SizeBytes,
        StreamViewType: r.dynamodb?.StreamViewType,
      },
      eventSourceARN: streamArn,
    })),
  };
}
