import { AsyncLocalStorage } from 'node:async_hooks';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { InvokeStore, InvokeStoreBase } from '@aws/lambda-invoke-store';
import type { Context } from 'aws-lambda';
import { DEFAULT_TIMEOUT_SECONDS, type Needs } from '#shared/needs';
import { scopeEnvironment } from '#lib/base/config';
import { environmentOf, type Deployment, type Environment } from '../needs.ts';

// How the local runtime runs a handler: the same module Lambda runs, loaded once on first use
// (a cold start), called with a Lambda-shaped context.

// A Lambda instance serves one invocation at a time, so Powertools keeps the logger's keys and
// context on the logger itself; here every handler runs in one process, many at once, and one
// fault used to be logged under another request's id. Lambda Managed Instances run invocations
// concurrently too: there the runtime declares AWS_LAMBDA_MAX_CONCURRENCY and runs each in the
// invoke store (AsyncLocalStorage), and Powertools then keeps keys and context per invocation.
// The local runtime does the same. This must happen before any AWS SDK call, which would
// otherwise create the store in its single-invocation form.
process.env.AWS_LAMBDA_MAX_CONCURRENCY ??= '1000';
const invokeStore = await InvokeStore.getInstanceAsync(true);

// In Lambda a function sees only the environment its manifest gives (infra/needs.ts); here every
// handler shares one process and one process.env. So each invocation runs with the environment
// computed from its own manifest, and the config module (#lib/base/config), the one reader of
// the environment, reads that: a handler that reads a setting its manifest does not declare
// fails here as it would in the cloud. The runtime's own tools (seeding, the outbox page) run
// outside any invocation and read process.env.
const invocationEnvironment = new AsyncLocalStorage<Environment>();
scopeEnvironment(() => invocationEnvironment.getStore());
let functions:
  { deployment: Deployment; manifests: Map<string, Needs>; environments: Map<string, Environment> } | undefined;

/** Gives the runtime its deployment and every function's manifest; from then on a handler without a manifest does not run. */
export function configureFunctions(deployment: Deployment, manifests: Map<string, Needs>) {
  functions = { deployment, manifests, environments: new Map() };
}

/** The environment a handler's manifest gives it (undefined before configureFunctions: a unit test's process.env). */
export function environmentFor(file: string): Environment | undefined {
  if (!functions) return undefined;
  let env = functions.environments.get(file);
  if (!env) {
    const needs = functions.manifests.get(file);
    if (!needs)
      throw new Error(
        `functions/${file}.ts has no manifest: declare it as a route (shared/routes/) or a worker (infra/workers.ts)`,
      );
    functions.environments.set(file, (env = environmentOf(needs, functions.deployment)));
  }
  return env;
}

const functionsDir = join(import.meta.dirname, '..', '..', 'functions');
const loaded = new Map<string, Promise<unknown>>();

export type Handler<E, R> = (event: E, context: Context) => Promise<R>;

/**
 * `file` is the handler's path under functions/ without extension, as the route and worker tables
 * name it. The handler comes back wrapped: each call runs in its own invoke-store context, keyed
 * by the context's request id.
 */
export function loadHandler<E, R>(file: string): Promise<Handler<E, R>> {
  let h = loaded.get(file);
  if (!h) {
    h = import(pathToFileURL(join(functionsDir, `${file}.ts`)).href).then((m: { handler?: unknown }) => {
      if (typeof m.handler !== 'function') throw new Error(`functions/${file}.ts exports no handler`);
      const handler = m.handler as Handler<unknown, unknown>;
      const env = environmentFor(file);
      const run = env
        ? (event: unknown, context: Context) => invocationEnvironment.run(env, () => handler(event, context))
        : handler;
      return (event: unknown, context: Context) =>
        invokeStore.run({ [InvokeStoreBase.PROTECTED_KEYS.REQUEST_ID]: context.awsRequestId }, () =>
          run(event, context),
        );
    });
    loaded.set(file, h);
  }
  return h as Promise<Handler<E, R>>;
}

/** Runs a handler as Lambda would: its own request id, context and log keys, whatever else runs at the same time. */
export async function invoke<E, R>(file: string, event: E, requestId: string): Promise<R> {
  return (await loadHandler<E, R>(file))(event, lambdaContext(file, requestId));
}

/** Whether a handler has had its cold start (some hold resources the runtime must end on stop). */
export const isLoaded = (file: string) => loaded.has(file);

export const lambdaContext = (file: string, requestId: string): Context => {
  const name = file.replace(/[^\w-]+/g, '-');
  // the time left counts down from the manifest's timeout, as Lambda's does (middy answers before it runs out)
  const deadline =
    Date.now() + (functions?.manifests.get(file)?.profile?.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS) * 1000;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:${name}`,
    memoryLimitInMB: '512',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};
