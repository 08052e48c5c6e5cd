import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { routes, type RouteDef } from '#shared/routes';
import { createAlarms } from './constructs/alarms.ts';
import { createApi } from './constructs/api.ts';
import { createAuth, type GoogleConfig } from './constructs/auth.ts';
import { createApiSecretsKey, createTable } from './constructs/data.ts';
import type { Deployment } from '../needs.ts';
import { cloudDeployment } from './constructs/lambda.ts';
import { createWorkers } from './constructs/workers.ts';
import { workers, type Worker } from '../workers.ts';
import { createSite } from './constructs/site.ts';
import { createLogBucket, createMediaBucket, createSiteBucket } from './constructs/storage.ts';
import { suppressAccepted } from './nag.ts';

export interface PlatformStackProps extends StackProps {
  siteAssetDir: string;
  /** The site's public origin, allowed by the media bucket's CORS for presigned uploads. */
  siteOrigin: string;
  /** Google federation; without it the Google routes send people back with 'not available'. */
  google?: GoogleConfig;
  /** The word in a lab's name that earns it 'Certified By' (default DEFAULT_CERTIFIED_LAB_WORD). */
  certifiedLabWord: string;
  /** The sender of platform e-mail; its domain must be a verified SES identity. */
  mailFrom: string;
  /** The WAF web ACL of the edge stack (us-east-1), attached to the distribution. */
  webAclArn?: string;
  /** Where alarms are sent (CDK context `alarmEmail`); without it the topic has no subscription. */
  alarmEmail?: string;
  /** The worker table; the infra tests pass probes to prove the wiring before real workers land. */
  workers?: Worker[];
  /** The route table; an infra test passes part of it to prove the parent stack does not grow with routes. */
  routes?: Record<string, RouteDef>;
}

export class PlatformStack extends Stack {
  /** What the functions' manifests were turned into environments and grants with (the infra tests recompute them). */
  readonly deployment: Deployment;
  /** The origin check's secret header value (a token), which its environment carries. */
  readonly originSecret: string;

  constructor(scope: Construct, id: string, props: PlatformStackProps) {
    super(scope, id, props);
    const table = createTable(this);
    const logs = createLogBucket(this);
    const media = createMediaBucket(this, logs, props.siteOrigin);
    const siteBucket = createSiteBucket(this, logs);
    const auth = createAuth(this, { siteOrigin: props.siteOrigin, google: props.google });
    const jobs = createWorkers(this, { table, workers: props.workers ?? workers });
    // every function's environment and grants come from its manifest and these (infra/needs.ts)
    const deployment = cloudDeployment(this, {
      table,
      media,
      auth,
      siteOrigin: props.siteOrigin,
      certifiedLabWord: props.certifiedLabWord,
      mailFrom: props.mailFrom,
      queue: jobs.queue,
      apiSecretsKey: createApiSecretsKey(this),
    });
    const api = createApi(this, { deployment, routes: props.routes ?? (routes as Record<string, RouteDef>) });
    this.deployment = deployment;
    this.originSecret = api.originSecret;
    jobs.addFunctions(deployment);
    const site = createSite(this, {
      siteBucket,
      mediaBucket: media,
      logs,
      apiDomain: api.domain,
      originSecret: api.originSecret,
      webAclArn: props.webAclArn,
      siteAssetDir: props.siteAssetDir,
    });
    createAlarms(this, { email: props.alarmEmail, api: api.api, deadLetterQueues: jobs.deadLetterQueues });
    new CfnOutput(this, 'SiteUrl', { value: `https://${site.distribution.distributionDomainName}` });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'UserPoolId', { value: auth.pool.userPoolId });
    suppressAccepted(this);
  }
}
