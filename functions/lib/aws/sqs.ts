import { queueUrl, required, setting } from '#lib/base/config';
import { signedPost } from './sigv4.ts';
import type { DeadLetterQueueName, QueueName } from '#shared/queues';

// One SQS call, SendMessage, as a single signed request of SQS's JSON protocol: the SQS client
// would add about 100 KB to each sending route's bundle for this one call.

/** Sends a JSON message to a queue of the function's manifest (`needs.queues`). */
export async function sendMessage(queue: QueueName | DeadLetterQueueName, body: unknown): Promise<void> {
  const url = queueUrl(queue);
  await signedPost({
    service: 'sqs',
    region: required('AWS_REGION'),
    // SQS takes JSON calls at its endpoint, the origin of its queue URLs; the local runtime names fauxqs's
    url: setting('SQS_ENDPOINT') ?? `${new URL(url).origin}/`,
    headers: { 'content-type': 'application/x-amz-json-1.0', 'x-amz-target': 'AmazonSQS.SendMessage' },
    body: JSON.stringify({ QueueUrl: url, MessageBody: JSON.stringify(body) }),
  });
}
