import { GetCommand, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { inLanes } from '#lib/base/lanes';
import { batchGetItems, ddb, isConditionFailure, META, tableName } from './dynamodb.ts';

// Versioned packs: a derived index kept in a fixed number of binary items (`<PREFIX>#<n>`, chosen by
// the member's id), so that loading all of it is a few BatchGets, never a Scan. Each pack has a
// version; writers commit the packs they changed on the condition that nobody moved them since they
// read them, and readers keep the packs they hold until a version moves. The similar-products and
// search indexes are both kept this way.

export interface PackFormat<T> {
  prefix: string;
  /** The binary attribute that holds the encoded members. */
  attribute: string;
  shards: number;
  idOf: (item: T) => string;
  encode: (items: readonly T[]) => Uint8Array;
  decode: (bytes: Uint8Array) => T[];
}

/** How many times a rebuild reads one pack's members again before it gives up (its job then runs again). */
const REBUILD_REFRESHES = 8;

/** Tries a load-change-commit gets when another writer keeps moving its packs first. */
const PACK_CONFLICT_TRIES = 5;

/** A pack commit that lost to another writer: a version it read moved, or a transaction held a pack. */
const isPackConflict = (e: unknown) => {
  const reasons = (e as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? [];
  return (
    (e as Error).name === 'TransactionCanceledException' &&
    reasons.some((r) => r.Code === 'ConditionalCheckFailed' || r.Code === 'TransactionConflict') &&
    reasons.every((r) => !r.Code || ['None', 'ConditionalCheckFailed', 'TransactionConflict'].includes(r.Code))
  );
};

/**
 * Runs a load-change-commit of packs again at once when another writer moved a pack first: the
 * next load syncs the packs that changed, so a conflict costs a reread, not a stream retry's wait.
 */
export async function retryOnPackConflict<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (e) {
      if (attempt >= PACK_CONFLICT_TRIES || !isPackConflict(e)) throw e;
    }
  }
}

/** What a reader holds: every member by id, the version of each pack, and which packs just changed. */
export interface LoadedPacks<T> {
  items: Map<string, T>;
  versions: Map<number, number>;
  changed: number[];
}

export function packStore<T>(format: PackFormat<T>) {
  const { prefix, shards } = format;
  const shardOf = (id: string) => parseInt(id.slice(-6), 16) % shards;
  const key = (shard: number) => ({ pk: `${prefix}#${shard}`, sk: META });
  const shardOfKey = (pk: unknown) => Number(String(pk).slice(prefix.length + 1));
  const all = Array.from({ length: shards }, (_, s) => s);

  async function versions(): Promise<Map<number, number>> {
    const heads = await batchGetItems(all.map(key), { projection: 'pk, version' });
    return new Map(heads.map((h) => [shardOfKey(h.pk), Number(h.version)]));
  }

  /**
   * Fetches the packs whose version is not the one `held` says (from none to all), handing each
   * over as its response lands (bytes undefined: the pack does not exist); answers which moved.
   */
  async function fetchMoved(
    held: (shard: number) => number | undefined,
    onPack: (shard: number, version: number, bytes: Uint8Array | undefined) => void,
  ): Promise<number[]> {
    const current = await versions();
    const changed = all.filter((s) => held(s) !== (current.get(s) ?? 0));
    await batchGetItems(changed.filter((s) => current.has(s)).map(key), {
      onItems: (items) => {
        for (const item of items)
          onPack(shardOfKey(item.pk), Number(item.version), item[format.attribute] as Uint8Array);
      },
    });
    for (const s of changed) if (!current.has(s)) onPack(s, 0, undefined);
    return changed;
  }

  /**
   * A reader that only follows the packs (it never commits), decoding them its own way and keeping
   * nothing but their versions: the search Lambda holds its documents in its index, not twice.
   */
  function reader<U>(decode: (bytes: Uint8Array) => U) {
    const held = new Map<number, number>();
    /** Brings the packs up to date; `onPack` sees each that moved (undefined: it is gone). */
    const sync = (onPack: (shard: number, pack: U | undefined) => void) =>
      fetchMoved(
        (s) => held.get(s),
        (shard, version, bytes) => {
          // marked as held only once applied, so a pack that failed is fetched again
          onPack(shard, bytes ? decode(bytes) : undefined);
          held.set(shard, version);
        },
      );
    return { sync };
  }

  /**
   * A reader's or writer's own copy of the packs: it keeps what it has read and asks only for
   * versions before fetching the packs that moved. Each function keeps its own view (in the local
   * runtime every handler shares one process, and one view's commits must not hide them from another).
   */
  function view() {
    const cache = new Map<number, { version: number; items: T[] }>();

    /**
     * Brings the packs this view holds up to date; answers the packs that changed. `onPack` sees
     * each changed pack as its response lands, so a reader can apply it while others are in flight.
     */
    async function sync(onPack?: (shard: number, items: T[]) => void): Promise<number[]> {
      return fetchMoved(
        (s) => cache.get(s)?.version,
        (shard, version, bytes) => {
          const decoded = bytes ? format.decode(bytes) : [];
          cache.set(shard, { version, items: decoded });
          onPack?.(shard, decoded);
        },
      );
    }

    async function load(): Promise<LoadedPacks<T>> {
      const changed = await sync();
      const items = new Map<string, T>();
      for (const s of all) for (const it of cache.get(s)!.items) items.set(format.idOf(it), it);
      return { items, versions: new Map(all.map((s) => [s, cache.get(s)!.version])), changed };
    }

    /** A pack's members as this instance holds them (readers that update in place, after sync()). */
    const membersOf = (shard: number) => cache.get(shard)?.items ?? [];

    /**
     * Writes the packs holding any of `ids`, from `loaded.items` as they now are, conditioned on the
     * versions `loaded` read: one transaction when it fits (100 items, 4 MB), so a commit is whole.
     */
    async function commit(loaded: LoadedPacks<T>, ids: Iterable<string>): Promise<void> {
      const touched = [...new Set([...ids].map(shardOf))];
      if (touched.length === 0) return;
      const members = new Map<number, T[]>(touched.map((s) => [s, []]));
      for (const it of loaded.items.values()) members.get(shardOf(format.idOf(it)))?.push(it);
      const puts = touched.map((s) => {
        const version = loaded.versions.get(s) ?? 0;
        const data = format.encode(members.get(s)!);
        return {
          shard: s,
          version: version + 1,
          items: members.get(s)!,
          bytes: data.length,
          Put: {
            TableName: tableName(),
            Item: { ...key(s), entity: prefix.toLowerCase(), version: version + 1, [format.attribute]: data },
            ConditionExpression: version === 0 ? 'attribute_not_exists(pk)' : 'version = :v',
            ...(version === 0 ? {} : { ExpressionAttributeValues: { ':v': version } }),
          },
        };
      });
      const groups: (typeof puts)[] = [[]];
      let bytes = 0;
      for (const p of puts) {
        if (groups.at(-1)!.length === 100 || bytes + p.bytes > 3.5e6) {
          groups.push([]);
          bytes = 0;
        }
        groups.at(-1)!.push(p);
        bytes += p.bytes + 200;
      }
      for (const group of groups)
        if (group.length)
          await ddb.send(new TransactWriteCommand({ TransactItems: group.map(({ Put }) => ({ Put })) }));
      for (const p of puts) {
        loaded.versions.set(p.shard, p.version);
        cache.set(p.shard, { version: p.version, items: p.items });
      }
    }

    return { sync, load, commit, membersOf };
  }

  /** Puts one pack's members over `version` (undefined: no pack yet); false when someone moved it first. */
  async function putPack(shard: number, version: number | undefined, members: readonly T[]): Promise<boolean> {
    try {
      await ddb.send(
        new PutCommand({
          TableName: tableName(),
          Item: {
            ...key(shard),
            entity: prefix.toLowerCase(),
            version: (version ?? 0) + 1,
            [format.attribute]: format.encode(members),
          },
          ConditionExpression: version === undefined ? 'attribute_not_exists(pk)' : 'version = :v',
          ...(version === undefined ? {} : { ExpressionAttributeValues: { ':v': version } }),
        }),
      );
      return true;
    } catch (e) {
      if (isConditionFailure(e)) return false;
      throw e;
    }
  }

  /** Runs `write` for every shard, four at once. */
  const eachShard = (write: (shard: number) => Promise<void>) => inLanes(all, 4, write);

  const byShard = (items: readonly T[]) => {
    const members = all.map(() => [] as T[]);
    for (const it of items) members[shardOf(format.idOf(it))]!.push(it);
    return members;
  };

  /**
   * Every pack from scratch (a seed, the bench). Each pack moves to its next version on the
   * condition that nothing else moved it since the versions were read, so no reader keeps a pack it
   * read before; a writer that commits meanwhile makes it throw. `items` were read before the
   * versions, so this is for data nothing else writes yet: a rebuild beside live writers is `rebuild`.
   */
  async function writeAll(items: readonly T[]): Promise<void> {
    const members = byShard(items);
    const current = await versions();
    await eachShard(async (s) => {
      if (!(await putPack(s, current.get(s), members[s]!)))
        throw new Error(`${prefix}#${s} moved while it was written from scratch`);
    });
  }

  /**
   * Every pack again from what `read` answers, beside writers that commit meanwhile (the stream
   * workers keeping the packs in step with the table). The versions are read before `read` runs,
   * and each pack is written only over the version seen then: a pack nobody moved since holds no
   * change newer than the read, so the read's members are right. A pack that moved holds a commit
   * the read may have missed (a product changed after the read saw it, its stream worker committing
   * before this write): its members, the read's and the pack's own (which brings in members created
   * meanwhile), are read again with `refresh` from the table as it is now, and written over the
   * version just seen, again while writers keep moving it. A change whose commit comes after this
   * write is that commit's to apply: its writer's condition fails on the version this write moved,
   * and it reloads. So nothing a writer committed is lost, and nothing is written twice over.
   */
  async function rebuild(
    read: () => Promise<readonly T[]>,
    refresh: (ids: string[]) => Promise<readonly T[]>,
  ): Promise<{ members: number; refreshed: number }> {
    const before = await versions();
    const items = await read();
    const members = byShard(items);
    let refreshed = 0;
    await eachShard(async (s) => {
      let version = before.get(s);
      let list: readonly T[] = members[s]!;
      for (let attempt = 0; !(await putPack(s, version, list)); attempt++) {
        if (attempt === REBUILD_REFRESHES) throw new Error(`${prefix}#${s} kept moving during a rebuild`);
        refreshed++;
        const current = (await ddb.send(new GetCommand({ TableName: tableName(), Key: key(s), ConsistentRead: true })))
          .Item;
        version = current ? Number(current.version) : undefined;
        const held = current ? format.decode(current[format.attribute] as Uint8Array) : [];
        const ids = new Set([...list, ...held].map(format.idOf));
        list = (await refresh([...ids])).filter((it) => shardOf(format.idOf(it)) === s);
      }
    });
    return { members: items.length, refreshed };
  }

  /** Whether the packs have been written at all. */
  const exists = async () => (await batchGetItems([key(0)], { projection: 'pk' })).length > 0;

  return { shardOf, packKey: key, view, reader, writeAll, rebuild, exists };
}
