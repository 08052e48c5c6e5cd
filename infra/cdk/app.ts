import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { App, Aspects } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import { DEFAULT_CERTIFIED_LAB_WORD } from '#shared/constants';
import type { RouteDef } from '#shared/routes';
import type { Worker } from '../workers.ts';
import { EdgeStack } from './edge-stack.ts';
import { PlatformStack } from './stack.ts';

const ROOT = join(import.meta.dirname, '..', '..');

/** Builds the app; the infra tests call this too, so `cdk synth` and the tests see one stack. */
export function buildApp(
  opts: {
    siteAssetDir?: string;
    outdir?: string;
    workers?: Worker[];
    routes?: Record<string, RouteDef>;
    context?: Record<string, unknown>;
  } = {},
) {
  // cdk.json's context (the recommended feature flags among it) applies to tests and synth alike
  const { context } = JSON.parse(readFileSync(join(ROOT, 'cdk.json'), 'utf8')) as { context: Record<string, unknown> };
  const app = new App({ outdir: opts.outdir, context: { ...context, ...opts.context } });
  const ctx = (k: string) => app.node.tryGetContext(k) as string | undefined;
  const googleId = ctx('googleClientIdParameter');
  const googleSecret = ctx('googleClientSecretName');
  const siteAssetDir = opts.siteAssetDir ?? join(ROOT, 'web', 'dist');
  if (!existsSync(join(siteAssetDir, 'index.html')))
    throw new Error(`no built site in ${siteAssetDir}: run npm run build:web`);
  const region = process.env.CDK_DEFAULT_REGION ?? 'us-west-2';
  const account = process.env.CDK_DEFAULT_ACCOUNT;
  // CloudFront's WAF must be in us-east-1 (infra/cdk/edge-stack.ts); the platform reads its ARN
  // across regions (CDK keeps it in an SSM parameter there and reads it back at deploy)
  const alarmEmail = ctx('alarmEmail');
  const edge = new EdgeStack(app, 'CannastampEdge', {
    env: { region: 'us-east-1', account },
    crossRegionReferences: true,
    alarmEmail,
  });
  const stack = new PlatformStack(app, 'Cannastamp', {
    siteAssetDir,
    workers: opts.workers,
    routes: opts.routes,
    siteOrigin: app.node.tryGetContext('siteOrigin') ?? 'https://cannastamp.com',
    mailFrom: app.node.tryGetContext('mailFrom') ?? 'Cannastamp <no-reply@cannastamp.com>',
    certifiedLabWord: ctx('certifiedLabWord') ?? DEFAULT_CERTIFIED_LAB_WORD,
    // Google sign-in only where its credentials are configured (docs/auth.md)
    google:
      googleId && googleSecret
        ? {
            clientIdParameter: googleId,
            clientSecretName: googleSecret,
            domainPrefix: ctx('authDomainPrefix') ?? 'cannastamp',
          }
        : undefined,
    webAclArn: edge.webAclArn,
    alarmEmail,
    crossRegionReferences: true,
    env: { region, account },
  });
  Aspects.of(app).add(new AwsSolutionsChecks({ verbose: true }));
  return { app, stack, edge };
}

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop()!)) {
  buildApp().app.synth();
}
