import { Stack, type StackProps } from 'aws-cdk-lib';
import { CfnWebACL } from 'aws-cdk-lib/aws-wafv2';
import type { Construct } from 'constructs';
import * as commonMessages from '#shared/messages/common';
import { alarmTopic, raise, wafMetric } from './constructs/alarms.ts';

/**
 * Per-client limits at the edge: requests from one address in a sliding window, counted by WAF at
 * CloudFront before anything is served. A client over a limit gets 429 with the API's error shape
 * until its rate falls back. The tightest first: sign-in, sign-up and resets are what an attacker
 * repeats; the product page's read next, which a flood of made-up ids aims at (a visitor reads a
 * product or two a minute, a kiosk behind one address a few); the API next; then everything,
 * static files included (a page is about 30 requests).
 */
export const RATE_LIMITS = [
  { name: 'AuthenticationPerAddress', pathPrefix: '/api/authentication/', limit: 100, windowSeconds: 300 },
  { name: 'ProductPagePerAddress', pathPrefix: '/api/consumer/product/', limit: 600, windowSeconds: 300 },
  { name: 'ApiPerAddress', pathPrefix: '/api/', limit: 3000, windowSeconds: 300 },
  { name: 'AllPerAddress', pathPrefix: undefined, limit: 10_000, windowSeconds: 300 },
] as const;

export const WEB_ACL_METRIC = 'cannastamp-edge';

const visibility = (metricName: string) => ({
  cloudWatchMetricsEnabled: true,
  sampledRequestsEnabled: true,
  metricName,
});

/**
 * A WAF web ACL for a CloudFront distribution must live in us-east-1, whatever region the rest of
 * the platform is in: this stack holds it there, and the platform stack reads its ARN through a
 * cross-region reference (infra/cdk/app.ts).
 */
export interface EdgeStackProps extends StackProps {
  /** Where the edge's alarms are sent (CDK context `alarmEmail`), as for the platform's. */
  alarmEmail?: string;
}

export class EdgeStack extends Stack {
  readonly webAclArn: string;

  constructor(scope: Construct, id: string, props: EdgeStackProps) {
    super(scope, id, props);
    const acl = new CfnWebACL(this, 'WebAcl', {
      scope: 'CLOUDFRONT',
      description: 'Per-address rate limits and known bad addresses in front of the Cannastamp distribution',
      defaultAction: { allow: {} },
      visibilityConfig: visibility(WEB_ACL_METRIC),
      customResponseBodies: {
        'rate-limited': {
          contentType: 'APPLICATION_JSON',
          content: JSON.stringify({ error: true, errorMessage: commonMessages.rateLimited }),
        },
      },
      rules: [
        {
          // addresses AWS's threat intelligence reports as sources of bots and attacks
          name: 'AmazonIpReputation',
          priority: 0,
          overrideAction: { none: {} },
          statement: {
            managedRuleGroupStatement: { vendorName: 'AWS', name: 'AWSManagedRulesAmazonIpReputationList' },
          },
          visibilityConfig: visibility('ip-reputation'),
        },
        ...RATE_LIMITS.map((r, i) => ({
          name: r.name,
          priority: i + 1,
          action: { block: { customResponse: { responseCode: 429, customResponseBodyKey: 'rate-limited' } } },
          statement: {
            rateBasedStatement: {
              aggregateKeyType: 'IP',
              limit: r.limit,
              evaluationWindowSec: r.windowSeconds,
              scopeDownStatement: r.pathPrefix
                ? {
                    byteMatchStatement: {
                      fieldToMatch: { uriPath: {} },
                      positionalConstraint: 'STARTS_WITH',
                      searchString: r.pathPrefix,
                      textTransformations: [{ priority: 0, type: 'NONE' }],
                    },
                  }
                : undefined,
            },
          },
          visibilityConfig: visibility(r.name),
        })),
      ],
    });
    this.webAclArn = acl.attrArn;

    // WAF publishes its metrics in us-east-1 and an alarm can only notify a topic of its own region,
    // so the edge has its own topic, with the same subscription as the platform's. A client held
    // back by a rate rule is someone repeating sign-ins or scraping: worth a look, not a page.
    const { construct, topic } = alarmTopic(this, props.alarmEmail);
    for (const r of RATE_LIMITS)
      raise(
        construct,
        `${r.name}Blocked`,
        topic,
        wafMetric(WEB_ACL_METRIC, r.name),
        1,
        `The WAF rule ${r.name} turned away an address that sent more than ${r.limit} requests in ${r.windowSeconds / 60} minutes.`,
      );
  }
}
