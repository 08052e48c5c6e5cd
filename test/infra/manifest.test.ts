import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IConstruct } from 'constructs';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, notFoundRoute, type RouteDef } from '#shared/routes';
import { functionsOf as allFunctions, logicalIdOf, platformApp, stacksOf } from '#test/support/test-app';
import { functionId } from '../../infra/cdk/constructs/lambda.ts';
import { manifests, originCheck } from '../../infra/manifests.ts';
import { environmentOf, grantsOf } from '../../infra/needs.ts';
import { workers as table } from '../../infra/workers.ts';
import { workers as probes } from '../fixtures/workers.ts';

// Every Lambda of the stack is what its manifest says, and nothing more: its environment is
// environmentOf(manifest) and its role's grants are grantsOf(manifest), plus only what Lambda
// itself adds (X-Ray) and what a worker's trigger needs (reading its stream or queue, its
// dead-letter queue). It reads the infra tests' shared app: the real workers and the probes (one
// of each trigger) together, so a queue consumer is among them, and no bundles, which are not what
// this test is about. A function and its role live in its folder's nested stack; each is read from
// its own stack's template, where what the parent passes in arrives as parameters.

const workers = [...table, ...probes];
let stack: ReturnType<typeof platformApp>['built']['stack'];
let templates: Map<Stack, ReturnType<Template['toJSON']>>;

beforeAll(() => {
  stack = platformApp().built.stack;
  templates = new Map(stacksOf(stack).map((s) => [s, Template.fromStack(s).toJSON()]));
});

/** A resource of the synthesized app, from the template of the stack that holds it. */
const resourceOf = (c: IConstruct) => templates.get(Stack.of(c))!.Resources[logicalIdOf(c)];

type Statement = { Action: string | string[]; Resource: unknown; Effect: string };

/** A policy as the set of action × resource pairs it allows, so that merged statements compare equal. */
const pairs = (statements: { actions: string[]; resources: unknown[] }[]) =>
  new Set(statements.flatMap((st) => st.actions.flatMap((a) => st.resources.map((r) => `${a} ${JSON.stringify(r)}`))));

/** Lambda's own (tracing) and a worker's trigger's (stream, queue, dead-letter queue) grants, not the manifest's. */
const PLATFORM =
  /^(xray:|dynamodb:(DescribeStream|GetRecords|GetShardIterator|ListStreams) |sqs:(ReceiveMessage|ChangeMessageVisibility|DeleteMessage|GetQueueAttributes|GetQueueUrl) )/;
const isTriggerDlq = (pair: string) => pair.startsWith('sqs:SendMessage ') && /dlq/i.test(pair);

const functionsOf = () => allFunctions(stack);
const handlerOf = (fn: NodejsFunction) => [...manifests(workers).keys()].find((h) => fn.node.id === functionId(h));

describe('the manifests in the stack', () => {
  it('give every route, the 404, the origin check and every worker its one function, and no function is without a manifest', () => {
    const expected = [
      ...new Set([
        ...Object.values(routes as Record<string, RouteDef>).map((r) => r.handler),
        notFoundRoute.handler,
        originCheck.handler,
        ...workers.map((w) => w.handler),
      ]),
    ].sort();
    expect([...manifests(workers).keys()].sort()).toEqual(expected);
    const built = functionsOf().map((fn) => handlerOf(fn) ?? `no manifest: ${fn.node.path}`);
    expect(built.sort()).toEqual(expected);
  });

  it.each([...manifests(workers).entries()])(
    "%s's environment is exactly what its manifest gives",
    (handler, needs) => {
      const fn = functionsOf().find((f) => handlerOf(f) === handler)!;
      const deployment =
        handler === originCheck.handler ? { ...stack.deployment, originSecret: stack.originSecret } : stack.deployment;
      const actual = (resourceOf(fn.node.defaultChild!).Properties.Environment?.Variables ?? {}) as Record<
        string,
        unknown
      >;
      expect(actual).toEqual(Stack.of(fn).resolve(environmentOf(needs, deployment)));
    },
  );

  it.each([...manifests(workers).entries()])("%s's role allows exactly its manifest's grants", (handler, needs) => {
    const fn = functionsOf().find((f) => handlerOf(f) === handler)!;
    const policy = fn.role!.node.tryFindChild('DefaultPolicy')?.node.defaultChild;
    const statements = policy ? (resourceOf(policy).Properties.PolicyDocument.Statement as Statement[]) : [];
    expect(statements.every((s) => s.Effect === 'Allow')).toBe(true);
    const granted = pairs(statements.map((s) => ({ actions: [s.Action].flat(), resources: [s.Resource].flat() })));
    const expected = pairs(
      Stack.of(fn).resolve(grantsOf(needs, stack.deployment)) as { actions: string[]; resources: unknown[] }[],
    );
    // the trigger's failure destination grants its DLQ too; a stream worker also sends there itself
    const own = [...granted].filter((p) => !PLATFORM.test(p) && !(isTriggerDlq(p) && !expected.has(p)));
    expect(new Set(own)).toEqual(expected);
  });

  it('keeps the trigger grants to the workers: a route has only its own and X-Ray', () => {
    const routeHandlers = new Set([
      ...Object.values(routes as Record<string, RouteDef>).map((r) => r.handler),
      notFoundRoute.handler,
      originCheck.handler,
    ]);
    const routeFunctions = functionsOf().filter((f) => routeHandlers.has(handlerOf(f) ?? ''));
    expect(routeFunctions.length).toBe(routeHandlers.size);
    for (const fn of routeFunctions) {
      const policy = fn.role!.node.tryFindChild('DefaultPolicy')?.node.defaultChild;
      if (!policy) continue;
      const statements = resourceOf(policy).Properties.PolicyDocument.Statement as Statement[];
      const actions = statements.flatMap((s) => [s.Action].flat());
      expect(
        actions.filter((a) => /^(sqs:Receive|dynamodb:GetRecords)/.test(a)),
        fn.node.id,
      ).toEqual([]);
    }
  });
});
