import { Duration } from 'aws-cdk-lib';
import {
  AllowedMethods,
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
  Distribution,
  Function as CfFunction,
  FunctionCode,
  FunctionEventType,
  FunctionRuntime,
  HeadersFrameOption,
  HeadersReferrerPolicy,
  HttpVersion,
  OriginProtocolPolicy,
  OriginRequestPolicy,
  PriceClass,
  ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { Effect, PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { MEDIA, PUBLIC_MEDIA_KEY_SOURCE } from '#shared/media';
import { APP_SHELL, PAGE_SHELLS } from '#shared/shells';
import * as labResults from '#shared/routes/lab-results';
import { CSP, HSTS, ORIGIN_HEADER, REFERRER_POLICY, sitePolicy, type AnswerKind } from '../../headers.ts';

interface SiteProps {
  siteBucket: Bucket;
  mediaBucket: Bucket;
  logs: Bucket;
  apiDomain: string;
  /** Sent to the API on every request; the API refuses requests without it (constructs/api.ts). */
  originSecret: string;
  /** The WAF web ACL (us-east-1, infra/cdk/edge-stack.ts) with the per-client rate limits. */
  webAclArn?: string;
  /** The built web app (web/dist). */
  siteAssetDir: string;
}

/**
 * App routes have no file extension: serve them the SPA shell (a page's own where it has one,
 * shared/shells.ts), keep real 404s for assets. The test runs this very code.
 */
export const SPA_REWRITE = `var SHELLS = ${JSON.stringify(PAGE_SHELLS.map((s) => [s.prefix, s.suffix, s.file]))};
function handler(event) {
  var uri = event.request.uri;
  if (uri.indexOf('.') !== -1) return event.request;
  event.request.uri = ${JSON.stringify(APP_SHELL)};
  for (var i = 0; i < SHELLS.length; i++) {
    var s = SHELLS[i];
    if (uri.indexOf(s[0]) === 0 && uri.slice(uri.length - s[1].length) === s[1]) {
      event.request.uri = s[2];
      break;
    }
  }
  return event.request;
}`;

/**
 * /media/<key> reaches the bucket only for a public key (shared/media.ts): the key loses its /media
 * prefix, the query string is dropped (no listing parameters reach S3), and anything else is a 404
 * answered here. The test runs this very code.
 */
export const MEDIA_GATE = `var PUBLIC_KEY = new RegExp(${JSON.stringify(PUBLIC_MEDIA_KEY_SOURCE)});
function handler(event) {
  var key = event.request.uri.slice(${'/media/'.length});
  if (event.request.uri.indexOf('/media/') !== 0 || !PUBLIC_KEY.test(key))
    return { statusCode: 404, statusDescription: 'Not Found', headers: { 'cache-control': { value: 'no-store' } } };
  event.request.uri = '/' + key;
  event.request.querystring = {};
  return event.request;
}`;

/** Hashed build files never change under their name; everything else must be asked for again. */
/** The public documents CloudFront keeps at the edge: every lot's WCIA document. */
export const PUBLIC_DOCUMENTS = labResults.getLabResultWcia.path.replace(/\{[^}]+\}/g, '*');

export const CACHE = { hashed: 'public, max-age=31536000, immutable', other: 'no-cache' } as const;

/** One origin for the browser: the site from S3, /api/* to the HTTP API, /media/* from the public prefixes of the media bucket. */
export function createSite(scope: Construct, props: SiteProps) {
  const construct = new Construct(scope, 'Site');
  const spa = new CfFunction(construct, 'SpaRewrite', { code: FunctionCode.fromInline(SPA_REWRITE) });
  const mediaGate = new CfFunction(construct, 'MediaGate', {
    code: FunctionCode.fromInline(MEDIA_GATE),
    runtime: FunctionRuntime.JS_2_0,
  });
  const referrerPolicy = Object.values(HeadersReferrerPolicy).find((p) => p === REFERRER_POLICY)!;
  // the same headers as the local gateway (infra/headers.ts), on every behaviour
  const headers = (id: string, kind: AnswerKind) =>
    new ResponseHeadersPolicy(construct, id, {
      comment: `Security headers for ${kind} answers (infra/headers.ts)`,
      securityHeadersBehavior: {
        contentSecurityPolicy: {
          contentSecurityPolicy:
            kind === 'site' ? sitePolicy(`https://${props.mediaBucket.bucketRegionalDomainName}`) : CSP[kind],
          override: true,
        },
        contentTypeOptions: { override: true },
        frameOptions: { frameOption: HeadersFrameOption.DENY, override: true },
        referrerPolicy: { referrerPolicy, override: true },
        strictTransportSecurity: {
          accessControlMaxAge: Duration.seconds(HSTS.maxAgeSeconds),
          includeSubdomains: HSTS.includeSubdomains,
          preload: HSTS.preload,
          override: true,
        },
      },
    });
  // CloudFront compresses only under a cache policy that puts Accept-Encoding in the key, which the
  // managed CachingDisabled (every TTL 0) cannot: API answers went out uncompressed. This policy
  // stores nothing either: every API answer says no-store and the default TTL is 0, and the cap of
  // 1 s bounds an answer that says otherwise. Its key holds every cookie and query string, so even
  // requests CloudFront might collapse are one viewer's own identical calls.
  const apiCache = new CachePolicy(construct, 'ApiNoStoreCompressed', {
    comment: 'API: nothing stored (answers say no-store), gzip and brotli on',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.seconds(1),
    cookieBehavior: CacheCookieBehavior.all(),
    queryStringBehavior: CacheQueryStringBehavior.all(),
    headerBehavior: CacheHeaderBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
  // A lot's WCIA document is public and the same for everyone: kept at the edge for as long as its
  // answer says (five minutes), keyed on the path alone, with no cookie sent on to the API.
  const documentCache = new CachePolicy(construct, 'PublicDocuments', {
    comment: 'Public documents (a lot result as WCIA JSON): cached as the answer says, no cookies',
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.hours(1),
    cookieBehavior: CacheCookieBehavior.none(),
    queryStringBehavior: CacheQueryStringBehavior.none(),
    headerBehavior: CacheHeaderBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
  const apiHeaders = headers('ApiHeaders', 'api');
  const api = new HttpOrigin(props.apiDomain, {
    protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY,
    customHeaders: { [ORIGIN_HEADER]: props.originSecret },
  });
  const distribution = new Distribution(construct, 'Distribution', {
    httpVersion: HttpVersion.HTTP2_AND_3,
    priceClass: PriceClass.PRICE_CLASS_100,
    enableLogging: true,
    logBucket: props.logs,
    logFilePrefix: 'cloudfront/',
    defaultRootObject: 'index.html',
    webAclId: props.webAclArn,
    defaultBehavior: {
      origin: S3BucketOrigin.withOriginAccessControl(props.siteBucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      compress: true,
      responseHeadersPolicy: headers('SiteHeaders', 'site'),
      functionAssociations: [{ function: spa, eventType: FunctionEventType.VIEWER_REQUEST }],
    },
    additionalBehaviors: {
      // before /api/*: CloudFront takes the first pattern that matches
      [PUBLIC_DOCUMENTS]: {
        origin: api,
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: documentCache,
        responseHeadersPolicy: apiHeaders,
        compress: true,
      },
      '/api/*': {
        origin: api,
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_ALL,
        // sessions ride in cookies and filters in query strings: nothing here may be cached or stripped
        cachePolicy: apiCache,
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        responseHeadersPolicy: apiHeaders,
        compress: true,
      },
      '/media/*': {
        origin: S3BucketOrigin.withOriginAccessControl(props.mediaBucket),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        allowedMethods: AllowedMethods.ALLOW_GET_HEAD,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        responseHeadersPolicy: headers('MediaHeaders', 'media'),
        compress: true,
        functionAssociations: [{ function: mediaGate, eventType: FunctionEventType.VIEWER_REQUEST }],
      },
    },
  });
  // OAC grants CloudFront s3:GetObject on the whole bucket; this takes everything but the public
  // prefixes back, so even a distribution without the gate could not read a private object
  props.mediaBucket.addToResourcePolicy(
    new PolicyStatement({
      sid: 'CloudFrontReadsPublicPrefixesOnly',
      effect: Effect.DENY,
      principals: [new ServicePrincipal('cloudfront.amazonaws.com')],
      actions: ['s3:*'],
      notResources: MEDIA.public.map((p) => props.mediaBucket.arnForObjects(`${p}*`)),
    }),
  );

  // Two deployments of one build. Hashed files first, immutable, and never pruned: a visitor whose
  // page came from the previous build still finds its lazy chunks. Then everything else (index.html,
  // meta.json, icons, a future service worker) with no-cache, pruned, and invalidated at the edge.
  const source = Source.asset(props.siteAssetDir);
  const logGroup = new LogGroup(construct, 'DeployLogs', { retention: RetentionDays.ONE_MONTH });
  const hashed = new BucketDeployment(construct, 'DeployHashed', {
    sources: [source],
    destinationBucket: props.siteBucket,
    exclude: ['*'],
    include: ['assets/*'],
    prune: false,
    cacheControl: [CacheControl.fromString(CACHE.hashed)],
    memoryLimit: 512,
    logGroup,
  });
  const rest = new BucketDeployment(construct, 'Deploy', {
    sources: [source],
    destinationBucket: props.siteBucket,
    exclude: ['assets/*'],
    prune: true,
    cacheControl: [CacheControl.fromString(CACHE.other)],
    distribution,
    distributionPaths: ['/*'],
    memoryLimit: 512,
    logGroup,
  });
  rest.node.addDependency(hashed);
  return { distribution };
}
