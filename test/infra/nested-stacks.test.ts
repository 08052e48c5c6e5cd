import { Template } from 'aws-cdk-lib/assertions';
import type { Stack } from 'aws-cdk-lib';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes, type RouteDef } from '#shared/routes';
import { ALARM_EMAIL, functionsOf, platformApp, stacksOf, testApp } from '#test/support/test-app';
import { functionId, groupOf } from '../../infra/cdk/constructs/lambda.ts';
import { manifests, originCheck } from '../../infra/manifests.ts';
import { workers as table } from '../../infra/workers.ts';
import { workers as probes } from '../fixtures/workers.ts';

// CloudFormation refuses a stack of more than 500 resources, and each function costs about nine.
// The functions live in one nested stack per handler folder (infra/cdk/constructs/lambda.ts), so
// this holds every stack well under the limit and the parent to what the functions share: it may
// gain a nested stack for a new folder, never resources for a new route.

/** Room under CloudFormation's 500, so a folder that grows is noticed before a deploy fails. */
const MAX_RESOURCES = 400;
/** CloudFormation's limits on a template's parameters and outputs (what crosses between stacks). */
const MAX_PARAMETERS = 200;
const MAX_OUTPUTS = 200;

const workers = [...table, ...probes];
let stack: Stack;

beforeAll(() => {
  stack = platformApp().built.stack;
});

type Json = { Resources: Record<string, { Type: string }>; Parameters?: object; Outputs?: object };
const json = (s: ReturnType<typeof stacksOf>[number]) => Template.fromStack(s).toJSON() as Json;
/** The parent's resources as type → count. */
const parentCounts = (s: Stack) =>
  Object.values(json(s).Resources).reduce<Record<string, number>>(
    (n, r) => ({ ...n, [r.Type]: (n[r.Type] ?? 0) + 1 }),
    {},
  );

describe('nested stacks', () => {
  it(`keeps every stack, parent and nested, under ${MAX_RESOURCES} resources and within the parameter and output limits`, () => {
    const sizes = stacksOf(stack).map((s) => {
      const t = json(s);
      return {
        stack: s.node.path,
        resources: Object.keys(t.Resources).length,
        parameters: Object.keys(t.Parameters ?? {}).length,
        outputs: Object.keys(t.Outputs ?? {}).length,
      };
    });
    expect(sizes.length).toBeGreaterThan(1);
    for (const s of sizes) {
      expect(s.resources, s.stack).toBeLessThan(MAX_RESOURCES);
      expect(s.parameters, s.stack).toBeLessThan(MAX_PARAMETERS);
      expect(s.outputs, s.stack).toBeLessThan(MAX_OUTPUTS);
    }
  });

  it('gives each handler folder of the route and worker tables one nested stack, holding that folder’s functions', () => {
    const handlers = [...manifests(workers).keys()].filter((h) => h !== originCheck.handler);
    const folders = [...new Set(handlers.map(groupOf))];
    const nested = stacksOf(stack).slice(1);
    expect(nested.map((s) => s.node.id).sort()).toEqual(folders.map((f) => `${functionId(f)}Functions`).sort());
    for (const h of handlers) {
      const fn = functionsOf(stack).find((f) => f.node.id === functionId(h));
      expect(fn?.node.scope?.node.id, h).toBe(`${functionId(groupOf(h))}Functions`);
    }
  });

  it('keeps in the parent only what the functions share: no route, integration or route function', () => {
    const counts = parentCounts(stack);
    expect(counts['AWS::ApiGatewayV2::Route']).toBeUndefined();
    expect(counts['AWS::ApiGatewayV2::Integration']).toBeUndefined();
    // the origin check (the authorizer every route names) and the site deployment's provider
    expect(counts['AWS::Lambda::Function']).toBe(2);
  });

  it('does not grow the parent with routes: one route per folder gives the same parent as the whole table', () => {
    const all = routes as Record<string, RouteDef>;
    const seen = new Set<string>();
    const fewer = Object.fromEntries(
      Object.entries(all).filter(([, r]) => {
        // the Chromium layer, shared in the parent, comes with the routes that print
        const keep = !seen.has(groupOf(r.handler)) || r.needs.profile?.chromium;
        seen.add(groupOf(r.handler));
        return keep;
      }),
    );
    expect(Object.keys(fewer).length).toBeLessThan(Object.keys(all).length);
    const smaller = testApp({ workers, routes: fewer, context: { alarmEmail: ALARM_EMAIL } }).stack;
    expect(parentCounts(smaller)).toEqual(parentCounts(stack));
  });
});
