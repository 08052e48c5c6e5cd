import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { gatewayPaths, fillPath } from '#shared/paths';
import { routes, type RouteDef } from '#shared/routes';
import { functionsOf, logicalIdOf, testApp, wholeTemplate } from './test-app.ts';
import { functionId } from '../../infra/cdk/constructs/lambda.ts';
import { startGateway } from '../../infra/local/gateway.ts';
import { configureFunctions } from '../../infra/local/handlers.ts';
import { manifests } from '../../infra/manifests.ts';
import { environmentOf } from '../../infra/needs.ts';
import { CALLER_KINDS } from './callers.ts';
import { testDeployment } from '../fixtures/deployment.ts';
import { fuzzCases } from './fuzz-cases.ts';

// Run by test/infra/recipe.test.ts inside a copy of the repository in which the route recipe of
// docs/architecture.md was followed, and nothing else changed. It looks for the new route where
// each part of the platform finds routes, and prints what it found as one JSON line.

const [name, id, note] = process.argv.slice(2) as [string, string, string];
const route = (routes as Record<string, RouteDef>)[name];
if (!route) throw new Error(`${name} is not in the route table`);
const needs = manifests().get(route.handler);

// the CDK stack, without bundling (the code is not what is looked for)
const { stack } = testApp();
type Resources = { Resources: Record<string, { Type: string; Properties: Record<string, unknown> }> };
// the function sits in its folder's nested stack: its environment is read from that stack's template
const fn = functionsOf(stack).find((f) => f.node.id === functionId(route.handler));
const environment =
  fn &&
  (
    (Template.fromStack(Stack.of(fn)).toJSON() as Resources).Resources[logicalIdOf(fn.node.defaultChild!)]!.Properties
      .Environment as { Variables: unknown }
  ).Variables;
const routeKeys = Object.values((wholeTemplate(stack).toJSON() as Resources).Resources)
  .filter((r) => r.Type === 'AWS::ApiGatewayV2::Route')
  .map((r) => r.Properties.RouteKey);

// the local runtime's gateway, with every function's manifest; the route needs no stand-in
const local = { ...testDeployment, base: {} };
configureFunctions(local, manifests());
// as in the local runtime, the process itself holds variables of other functions (the media
// bucket here); the route, which declares no media, must not see them
process.env.MEDIA_BUCKET = 'recipe-media';
const gateway = await startGateway({
  port: 0,
  runSchedule: async () => false,
  // only the API is asked for: an empty site folder will do
  distDir: mkdtempSync(join(tmpdir(), 'site-')),
  s3Port: 1,
  mediaBucket: 'recipe-media',
});
const res = await fetch(`http://127.0.0.1:${gateway.port}${fillPath(route.path, { id })}`, {
  method: route.method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ note }),
});
const answer = { status: res.status, body: await res.json() };
await gateway.close();

// the route fuzzer's requests for it, from callers of every kind
const callers = Object.fromEntries(
  CALLER_KINDS.map((kind) => [kind, { kind, userId: kind === 'anonymous' ? undefined : '5f0000000000000000000001' }]),
);
const cases = fuzzCases(name, route, { callers: callers as never, base: 'http://localhost', count: 400, seed: 1 });

process.stdout.write(
  `${JSON.stringify({
    handler: route.handler,
    lambda: fn !== undefined,
    environment,
    expectedEnvironment: needs && fn && Stack.of(fn).resolve(environmentOf(needs, stack.deployment)),
    gatewayRoutes: gatewayPaths(route.path).map((p) => routeKeys.includes(`${route.method} ${p}`)),
    answer,
    fuzz: {
      cases: cases.length,
      refused: cases.filter((c) => c.mustRefuse).length,
      taken: cases.filter((c) => !c.mustRefuse).length,
    },
  })}\n`,
);
process.exit(0);
