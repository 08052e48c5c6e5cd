import { vi } from 'vitest';
import { ddb } from '#lib/table/dynamodb';

// An in-memory stand-in for the table in unit tests, for the writes the worker wrappers and the
// send-mail worker make: it knows their condition and update expressions and refuses any other,
// so a changed expression fails here instead of passing untested. The same expressions run on
// DynamoDB Local in test/integration/jobs/once.test.ts.

type Item = Record<string, unknown>;
type Input = {
  Item?: Item;
  Key?: Item;
  ConditionExpression?: string;
  UpdateExpression?: string;
  ExpressionAttributeValues?: Record<string, unknown>;
  IndexName?: string;
  KeyConditionExpression?: string;
};

const conditionFailure = () =>
  Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

export function memoryTable() {
  const items = new Map<string, Item>();
  const keyOf = (k: Item) => `${String(k.pk)}|${String(k.sk)}`;
  const calls: { command: string; input: Input }[] = [];

  const holds = (condition: string | undefined, existing: Item | undefined, v: Record<string, unknown> = {}) => {
    switch (condition) {
      case undefined:
        return true;
      case 'attribute_not_exists(pk) OR (#state = :running AND leaseUntil < :now)':
        return (
          !existing || (existing.state === v[':running'] && (existing.leaseUntil as number) < (v[':now'] as number))
        );
      case '#state = :running AND leaseUntil = :mine':
        return !!existing && existing.state === v[':running'] && existing.leaseUntil === v[':mine'];
      case '#s = :pending':
        return existing?.status === v[':pending'];
      case 'attribute_exists(pk)':
        return !!existing;
      case 'attribute_not_exists(pk)':
        return !existing;
      case 'gsi4pk = :trials AND trialEndsAt = :ends AND trialEndsAt <= :now':
        return (
          !!existing &&
          existing.gsi4pk === v[':trials'] &&
          existing.trialEndsAt === v[':ends'] &&
          (existing.trialEndsAt as string) <= (v[':now'] as string)
        );
      default:
        throw new Error(`memory table: unknown condition ${condition}`);
    }
  };

  const update = (expression: string | undefined, item: Item, v: Record<string, unknown> = {}) => {
    switch (expression) {
      case 'SET premiumLevel = :free, premiumEnabled = :off, updatedAt = :now, gsi3sk = :listed REMOVE gsi4pk, gsi4sk, trialEndsAt':
        Object.assign(item, { premiumLevel: v[':free'], premiumEnabled: v[':off'], updatedAt: v[':now'] });
        item.gsi3sk = v[':listed'];
        delete item.gsi4pk;
        delete item.gsi4sk;
        delete item.trialEndsAt;
        return;
      case 'SET #state = :done REMOVE leaseUntil':
        item.state = v[':done'];
        delete item.leaseUntil;
        return;
      case 'SET #s = :sent, sentAt = :at':
        item.status = v[':sent'];
        item.sentAt = v[':at'];
        return;
      case 'ADD #c :d SET entity = :e':
        item.count = ((item.count as number | undefined) ?? 0) + (v[':d'] as number);
        item.entity = v[':e'];
        return;
      case 'ADD #c :d, #v :one SET entity = :e':
        item.count = ((item.count as number | undefined) ?? 0) + (v[':d'] as number);
        item.version = ((item.version as number | undefined) ?? 0) + (v[':one'] as number);
        item.entity = v[':e'];
        return;
      default:
        throw new Error(`memory table: unknown update ${expression}`);
    }
  };

  // the one index query the workers make: a sparse gsi4 partition up to a sort key, ascending, whole
  const query = (input: Input) => {
    if (input.IndexName !== 'gsi4' || input.KeyConditionExpression !== 'gsi4pk = :p AND gsi4sk <= :upTo')
      throw new Error(`memory table: unknown query ${input.KeyConditionExpression}`);
    const v = input.ExpressionAttributeValues ?? {};
    const Items = [...items.values()]
      .filter((i) => i.gsi4pk === v[':p'] && (i.gsi4sk as string) <= (v[':upTo'] as string))
      .sort((a, b) => String(a.gsi4sk).localeCompare(String(b.gsi4sk)))
      .map((i) => ({ ...i }));
    return { Items };
  };

  const send = vi.spyOn(ddb, 'send').mockImplementation((async (command: {
    constructor: { name: string };
    input: Input;
  }) => {
    const { input } = command;
    const name = command.constructor.name;
    calls.push({ command: name, input });
    if (name === 'QueryCommand') return query(input);
    const key = name === 'TransactWriteCommand' ? '' : keyOf(input.Item ?? input.Key!);
    const existing = items.get(key);
    switch (name) {
      case 'PutCommand':
        if (!holds(input.ConditionExpression, existing, input.ExpressionAttributeValues)) throw conditionFailure();
        items.set(key, { ...input.Item });
        return {};
      case 'TransactWriteCommand': {
        // all or nothing, as DynamoDB: every condition is checked before anything is written
        const ops = (input as { TransactItems: Record<string, Input>[] }).TransactItems.map((t) => {
          const [kind, op] = Object.entries(t)[0]!;
          const k = keyOf(op.Item ?? op.Key!);
          return { kind, op, k, ok: holds(op.ConditionExpression, items.get(k), op.ExpressionAttributeValues) };
        });
        if (ops.some((o) => !o.ok))
          throw Object.assign(new Error('Transaction cancelled'), {
            name: 'TransactionCanceledException',
            CancellationReasons: ops.map((o) => ({ Code: o.ok ? 'None' : 'ConditionalCheckFailed' })),
          });
        for (const { kind, op, k } of ops) {
          if (kind === 'Put') items.set(k, { ...op.Item });
          else if (kind === 'Delete') items.delete(k);
          else if (kind === 'Update') {
            const item = items.get(k) ?? { ...op.Key };
            update(op.UpdateExpression, item, op.ExpressionAttributeValues);
            items.set(k, item);
          } else throw new Error(`memory table: ${kind} in a transaction is not supported`);
        }
        return {};
      }
      case 'GetCommand':
        return { Item: existing && { ...existing } };
      case 'DeleteCommand':
        if (!holds(input.ConditionExpression, existing, input.ExpressionAttributeValues)) throw conditionFailure();
        items.delete(key);
        return {};
      case 'UpdateCommand': {
        if (!holds(input.ConditionExpression, existing, input.ExpressionAttributeValues)) throw conditionFailure();
        const item = existing ?? { ...input.Key };
        update(input.UpdateExpression, item, input.ExpressionAttributeValues);
        items.set(key, item);
        return {};
      }
      default:
        throw new Error(`memory table: ${name} is not supported`);
    }
  }) as never);

  return {
    items,
    calls,
    /** The item at a key, as a domain's keys build it. */
    get: (key: { pk: string; sk: string }) => items.get(keyOf(key)),
    put: (item: Item & { pk: string; sk: string }) => void items.set(keyOf(item), { ...item }),
    restore: () => send.mockRestore(),
  };
}
