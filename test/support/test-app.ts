import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { NestedStack, Stack, type CfnElement, type Stage } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { IConstruct } from 'constructs';
import { buildApp } from '../../infra/cdk/app.ts';
import { workers } from '../../infra/workers.ts';
import { workers as probes } from '../fixtures/workers.ts';

/** How old a test's cloud assembly may get before a later run removes it (no infra run takes this long). */
const STALE_MS = 2 * 60 * 60 * 1000;
let swept = false;

/**
 * Removes earlier runs' assemblies and placeholder sites: each holds every bundled function (about
 * 100 MB), and left behind they filled the machine's disk within a day.
 */
function sweepStale() {
  if (swept) return;
  swept = true;
  const now = Date.now();
  for (const name of readdirSync(tmpdir())) {
    if (!name.startsWith('cdk-out-') && !name.startsWith('site-')) continue;
    const path = join(tmpdir(), name);
    try {
      if (now - statSync(path).mtimeMs > STALE_MS) rmSync(path, { recursive: true, force: true });
    } catch {
      // another run removed it first
    }
  }
}

type AppOptions = Omit<NonNullable<Parameters<typeof buildApp>[0]>, 'siteAssetDir' | 'outdir'> & {
  /** Bundle every function with esbuild, as a deploy does: only for assertions on the bundles themselves. */
  bundled?: boolean;
};

/**
 * The CDK app as the infra tests build it: a placeholder site (so no web build is needed), a
 * throwaway folder for the cloud assembly, and no bundling unless asked for. Templates, grants,
 * environments and alarms do not depend on the bundles, and bundling all functions is most of a
 * synth's time (docs/architecture.md, Tests).
 */
export function testApp({ bundled = false, ...opts }: AppOptions = {}) {
  sweepStale();
  const site = mkdtempSync(join(tmpdir(), 'site-'));
  writeFileSync(join(site, 'index.html'), '<!doctype html><title>site</title>');
  const context = bundled ? opts.context : { 'aws:cdk:bundling-stacks': [], ...opts.context };
  return buildApp({ siteAssetDir: site, outdir: mkdtempSync(join(tmpdir(), 'cdk-out-')), ...opts, context });
}

/** The address the shared app sends its alarms to. */
export const ALARM_EMAIL = 'ops@example.com';

let shared: { built: ReturnType<typeof testApp>; template: Template } | undefined;

/**
 * The app most infra files assert on, built and synthesized once per test worker (the infra
 * project does not isolate its files): the worker table with the runtime tests' probe workers
 * (one consumer of each trigger kind), alarms sent to ALARM_EMAIL, no bundling. `template` is
 * the whole app's template (wholeTemplate). Treat it as read-only.
 */
export function platformApp() {
  if (!shared) {
    const built = testApp({ workers: [...workers, ...probes], context: { alarmEmail: ALARM_EMAIL } });
    built.app.synth();
    shared = { built, template: wholeTemplate(built.stack) };
  }
  return shared;
}

/**
 * cdk-nag's AwsSolutions errors and warnings on a stack, read from its app's last synthesis (as
 * `id: text`). Annotations.fromStack would synthesize the whole app again for every call.
 */
export function nagFindings(stack: Stack): string[] {
  return (stack.node.root as Stage)
    .synth()
    .getStackArtifact(stack.artifactId)
    .messages.filter(
      (m) => (m.level === 'error' || m.level === 'warning') && /AwsSolutions-/.test(String(m.entry.data)),
    )
    .map((m) => `${m.id}: ${String(m.entry.data).slice(0, 100)}`);
}

/** The stack and each of its nested stacks (the functions live in these), parent first. */
export const stacksOf = (stack: Stack): Stack[] => [stack, ...stack.node.findAll().filter(NestedStack.isNestedStack)];

/** Every NodejsFunction of the stack, its nested stacks' included. */
export const functionsOf = (stack: Stack) =>
  stack.node.findAll().filter((c): c is NodejsFunction => c instanceof NodejsFunction);

/** A resource's logical id in its own template (a nested stack's, for a function's resources). */
export const logicalIdOf = (c: IConstruct) => Stack.of(c).getLogicalId(c as CfnElement);

type Json = Record<string, unknown>;
type Resources = Record<string, { Type: string; Properties?: Json } & Json>;

/** `value` with every `{ Ref: parameter }` the map names replaced by what the parent passes for it. */
function substitute(value: unknown, parameters: Json): unknown {
  if (Array.isArray(value)) return value.map((v) => substitute(v, parameters));
  if (value === null || typeof value !== 'object') return value;
  const ref = (value as { Ref?: unknown }).Ref;
  if (Object.keys(value).length === 1 && typeof ref === 'string' && ref in parameters) return parameters[ref];
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, substitute(v, parameters)]));
}

/**
 * The stack with its nested stacks as one template: every nested stack's resources beside the
 * parent's, and each of their parameters replaced by the value the parent passes (the topic's Ref,
 * the table's ARN), so assertions written against one template read the whole application. A
 * logical id two templates share would make the view ambiguous, so it throws.
 */
export function wholeTemplate(stack: Stack): Template {
  const parent = Template.fromStack(stack).toJSON() as { Resources: Resources };
  const resources: Resources = { ...parent.Resources };
  for (const nested of stacksOf(stack).slice(1) as NestedStack[]) {
    const passed = (parent.Resources[stack.getLogicalId(nested.nestedStackResource as CfnElement)]!.Properties
      ?.Parameters ?? {}) as Json;
    const own = (Template.fromStack(nested).toJSON() as { Resources: Resources }).Resources;
    for (const [id, r] of Object.entries(own)) {
      if (id in resources) throw new Error(`logical id ${id} is in two templates (${nested.node.path})`);
      resources[id] = substitute(r, passed) as Resources[string];
    }
  }
  return Template.fromJSON({ Resources: resources }, { skipCyclicalDependenciesCheck: true });
}
