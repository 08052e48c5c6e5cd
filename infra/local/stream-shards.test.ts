import { DescribeStreamCommand, GetRecordsCommand, GetShardIteratorCommand } from '@aws-sdk/client-dynamodb-streams';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { nextPage, SHARDS_FRESH_MS, sharedShardList, type ShardPosition } from './stream-shards.ts';

// A fake stream answering from a script: each call takes the next answer (or error) in turn.
function fakeStream(script: (Record<string, unknown> | Error)[]) {
  const sent: { command: string; input: Record<string, unknown> }[] = [];
  return {
    sent,
    send: async (command: GetShardIteratorCommand | GetRecordsCommand | DescribeStreamCommand) => {
      sent.push({ command: command.constructor.name, input: { ...command.input } as Record<string, unknown> });
      const next = script.shift();
      if (!next) throw new Error('the script ran out');
      if (next instanceof Error) throw next;
      return next;
    },
  };
}
const failure = (name: string) => Object.assign(new Error(name), { name });
const record = (seq: string) => ({ dynamodb: { SequenceNumber: seq } });
const ARN = 'arn:stream';

describe("a stream poller's place in a shard", () => {
  it('reads from the tip, moves only once the page is delivered, and after an expired iterator resumes after the last record read', async () => {
    const stream = fakeStream([
      { ShardIterator: 'it-1' },
      { Records: [record('5'), record('6')], NextShardIterator: 'it-2' },
      { Records: [record('5'), record('6')], NextShardIterator: 'it-2' },
      failure('ExpiredIteratorException'),
      { ShardIterator: 'it-3' },
      { Records: [record('7')], NextShardIterator: 'it-4' },
    ]);
    const pos: ShardPosition = { from: 'LATEST' };
    const first = await nextPage(stream, ARN, 'shard-1', pos);
    expect(first!.records).toHaveLength(2);
    // not delivered (the handler failed, or the database went away): the same page again
    const again = await nextPage(stream, ARN, 'shard-1', pos);
    again!.advance();
    expect(pos).toMatchObject({ iterator: 'it-2', lastSequence: '6' });

    await expect(nextPage(stream, ARN, 'shard-1', pos)).rejects.toThrow('ExpiredIteratorException');
    const resumed = await nextPage(stream, ARN, 'shard-1', pos);
    resumed!.advance();
    expect(pos).toMatchObject({ iterator: 'it-4', lastSequence: '7' });

    expect(
      stream.sent.map((s) => [s.command, s.input.ShardIteratorType ?? s.input.ShardIterator, s.input.SequenceNumber]),
    ).toEqual([
      ['GetShardIteratorCommand', 'LATEST', undefined],
      ['GetRecordsCommand', 'it-1', undefined],
      ['GetRecordsCommand', 'it-1', undefined],
      ['GetRecordsCommand', 'it-2', undefined],
      ['GetShardIteratorCommand', 'AFTER_SEQUENCE_NUMBER', '6'],
      ['GetRecordsCommand', 'it-3', undefined],
    ]);
  });

  it('keeps its iterator through an outage (the stand-in restarting), and reads from the start when its place was trimmed away', async () => {
    const stream = fakeStream([
      failure('TimeoutError'),
      { Records: [], NextShardIterator: 'it-2' },
      failure('TrimmedDataAccessException'),
      failure('TrimmedDataAccessException'),
      { ShardIterator: 'it-horizon' },
      { Records: [record('40')], NextShardIterator: 'it-3' },
    ]);
    const pos: ShardPosition = { from: 'LATEST', iterator: 'it-1', lastSequence: '12' };
    await expect(nextPage(stream, ARN, 'shard-1', pos)).rejects.toThrow('TimeoutError');
    expect(pos.iterator).toBe('it-1');
    (await nextPage(stream, ARN, 'shard-1', pos))!.advance();
    // an empty page keeps the last sequence number
    expect(pos).toMatchObject({ iterator: 'it-2', lastSequence: '12' });

    await expect(nextPage(stream, ARN, 'shard-1', pos)).rejects.toThrow('TrimmedDataAccessException');
    (await nextPage(stream, ARN, 'shard-1', pos))!.advance();
    expect(pos).toMatchObject({ iterator: 'it-3', lastSequence: '40' });
    expect(
      stream.sent.filter((s) => s.command === 'GetShardIteratorCommand').map((s) => s.input.ShardIteratorType),
    ).toEqual(['AFTER_SEQUENCE_NUMBER', 'TRIM_HORIZON']);
  });

  it('ends with a closed shard once it has read it to its end', async () => {
    const stream = fakeStream([{ ShardIterator: 'it-1' }, { Records: [record('1')] }]);
    const pos: ShardPosition = { from: 'TRIM_HORIZON' };
    (await nextPage(stream, ARN, 'shard-0', pos))!.advance();
    expect(pos.ended).toBe(true);
    expect(await nextPage(stream, ARN, 'shard-0', pos)).toBeUndefined();
  });
});

describe("the stream's shard list, shared by the pollers", () => {
  afterEach(() => void vi.useRealTimers());
  const described = (...ids: string[]) => ({ StreamDescription: { Shards: ids.map((ShardId) => ({ ShardId })) } });

  it('is described once for every poller asking within SHARDS_FRESH_MS, then afresh', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    const stream = fakeStream([described('shard-1'), described('shard-1', 'shard-2')]);
    const shards = sharedShardList(stream, ARN);
    const [a, b] = await Promise.all([shards(), shards()]);
    vi.advanceTimersByTime(SHARDS_FRESH_MS - 1);
    expect([a, b, await shards()].map((s) => s.map((x) => x.ShardId))).toEqual([['shard-1'], ['shard-1'], ['shard-1']]);
    expect(stream.sent).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect((await shards()).map((x) => x.ShardId)).toEqual(['shard-1', 'shard-2']);
    expect(stream.sent).toHaveLength(2);
  });

  it('asks again on the next call after a failed description', async () => {
    const stream = fakeStream([failure('TimeoutError'), described('shard-1')]);
    const shards = sharedShardList(stream, ARN);
    await expect(shards()).rejects.toThrow('TimeoutError');
    expect((await shards()).map((x) => x.ShardId)).toEqual(['shard-1']);
    expect(stream.sent.map((s) => s.command)).toEqual(['DescribeStreamCommand', 'DescribeStreamCommand']);
  });
});
