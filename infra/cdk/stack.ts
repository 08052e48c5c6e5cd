import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import { Construct } from 'constructs';
import { createAlarms } from './constructs/alarms.ts';
import { createApi } from './constructs/api.ts';
import { createAuth, type GoogleConfig } from './constructs/auth.ts';
import { createTable } from './constructs/data.ts';
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
}

export class PlatformStack extends Stack {
  constructor(scope: Construct, id: string, props: PlatformStackProps) {
    super(scope, id, props);
    const table = createTable(this);
    const logs = createLogBucket(this);
    const media = createMediaBucket(this, logs, props.siteOrigin);
    const siteBucket = createSiteBucket(this, logs);
    const auth = createAuth(this, { siteOrigin: props.siteOrigin, google: props.google });
    const api = createApi(this, { table, media, auth, siteOrigin: props.siteOrigin, certifiedLabWord: props.certifiedLabWord });
    const jobs = createWorkers(this, { table, media, workers: props.workers ?? workers, mailFrom: props.mailFrom });
    const site = createSite(this, {
      siteBucket, mediaBucket: media, logs, apiDomain: api.domain, originSecret: api.originSecret, webAclArn: props.webAclArn, siteAssetDir: props.siteAssetDir,
    });
    createAlarms(this, { email: props.alarmEmail, api: api.api, deadLetterQueues: jobs.deadLetterQueues });
    new CfnOutput(this, 'SiteUrl', { value: `https://${site.distribution.distributionDomainName}` });
    new CfnOutput(this, 'TableName', { value: table.tableName });
    new CfnOutput(this, 'UserPoolId', { value: auth.pool.userPoolId });
    suppressAccepted(this);
  }
}
