import {
  DescribeStreamCommand,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type DynamoDBStreamsClient,
  type Shard,
  type _Record as StreamRecord,
} from '@aws-sdk/client-dynamodb-streams';

// Where a local stream poller stands in one shard, and how it reads on from there. The position
// moves only once the caller has delivered a page, so a failure anywhere reads that page again
// (at least once, as Lambda's stream event sources deliver).

export interface ShardPosition {
  /** The iterator to read with next; none yet, or dropped because it went stale. */
  iterator?: string;
  /** The last record read in this shard: a new iterator starts right after it. */
  lastSequence?: string;
  /** Where a shard with no record read yet starts: its tip (open at the poller's start) or its beginning. */
  from: 'LATEST' | 'TRIM_HORIZON';
  /** A closed shard read to its end. */
  ended?: boolean;
}

/** How long one description of the stream's shards serves every poller. */
export const SHARDS_FRESH_MS = 1000;

/** Errors after which an iterator is of no more use: get a new one after the last record read. */
const STALE_ITERATOR = new Set(['ExpiredIteratorException', 'TrimmedDataAccessException', 'ValidationException']);

async function iteratorFor(
  streams: Pick<DynamoDBStreamsClient, 'send'>,
  streamArn: string,
  shardId: string,
  pos: ShardPosition,
) {
  const ask = async (type: 'AFTER_SEQUENCE_NUMBER' | 'LATEST' | 'TRIM_HORIZON') =>
    (
      await streams.send(
        new GetShardIteratorCommand({
          StreamArn: streamArn,
          ShardId: shardId,
          ShardIteratorType: type,
          SequenceNumber: type === 'AFTER_SEQUENCE_NUMBER' ? pos.lastSequence : undefined,
        }),
      )
    ).ShardIterator;
  if (!pos.lastSequence) return ask(pos.from);
  try {
    return await ask('AFTER_SEQUENCE_NUMBER');
  } catch (e) {
    // the records after it have left the stream (24 h): read what is left
    if ((e as Error).name === 'TrimmedDataAccessException') return ask('TRIM_HORIZON');
    throw e;
  }
}

/**
 * The shard's next page of records and a function that moves the position past it, or undefined
 * for a shard read to its end. Throws what the stream throws; a stale iterator is dropped first,
 * so that the next call asks for a new one after the last record read.
 */
export async function nextPage(
  streams: Pick<DynamoDBStreamsClient, 'send'>,
  streamArn: string,
  shardId: string,
  pos: ShardPosition,
): Promise<{ records: StreamRecord[]; advance: () => void } | undefined> {
  if (pos.ended) return undefined;
  pos.iterator ??= await iteratorFor(streams, streamArn, shardId, pos);
  if (!pos.iterator) {
    pos.ended = true;
    return undefined;
  }
  const iterator = pos.iterator;
  let page;
  try {
    page = await streams.send(new GetRecordsCommand({ ShardIterator: iterator, Limit: 1000 }));
  } catch (e) {
    if (STALE_ITERATOR.has((e as Error).name)) pos.iterator = undefined;
    throw e;
  }
  const records = page.Records ?? [];
  return {
    records,
    advance: () => {
      pos.lastSequence = records.at(-1)?.dynamodb?.SequenceNumber ?? pos.lastSequence;
      pos.iterator = page.NextShardIterator;
      // a closed shard read to its end hands out no next iterator
      if (!page.NextShardIterator) pos.ended = true;
    },
  };
}

/**
 * The stream's shards, described once for every poller and kept SHARDS_FRESH_MS (shards change
 * only when the stream rolls one over): nine pollers each describing the stream four times a
 * second kept the idle runtime and DynamoDB Local busy. A failed description is asked again by the
 * next caller.
 */
export function sharedShardList(streams: Pick<DynamoDBStreamsClient, 'send'>, streamArn: string) {
  let last: { at: number; shards: Promise<Shard[]> } | undefined;
  return () => {
    if (!last || performance.now() - last.at >= SHARDS_FRESH_MS) {
      const shards = streams
        .send(new DescribeStreamCommand({ StreamArn: streamArn }))
        .then((r) => r.StreamDescription?.Shards ?? []);
      // the monotonic clock: a wall clock set back would keep an old list for as long
      const entry = { at: performance.now(), shards };
      shards.catch(() => {
        if (last === entry) last = undefined;
      });
      last = entry;
    }
    return last.shards;
  };
}
