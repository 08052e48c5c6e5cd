
import {
  AllowedMethods, CachePolicy, Distribution, Function as CfFunction, FunctionCode, FunctionEventType,
  HttpVersion, OriginProtocolPolicy, OriginRequestPolicy, PriceClass, ResponseHeadersPolicy,
  ViewerProtocolPolicy,
} from 'aws-cdk-lib/aws-cloudfront';
import { HttpOrigin, S3BucketOrigin } from 'aws-cdk-lib/aws-cloudfront-origins';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl, Source } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';

interface SiteProps {
  siteBucket: Bucket;
  mediaBucket: Bucket;
  logs: Bucket;
  apiDomain: string;
  /** The built web app (web/dist). */
  siteAssetDir: string;
}

// App routes have no file extension: serve the SPA shell for them, keep real 404s for assets.
const SPA_REWRITE = `function handler(event) {
  var uri = event.request.uri;
  if (uri.indexOf('.') === -1) event.request.uri = '/index.html';
  return event.request;
}`;

/** One origin for the browser: the site from S3, /api/* to the HTTP API, /media/* from the media bucket. */
export function createSite(scope: Construct, props: SiteProps) {
  const construct = new Construct(scope, 'Site');
  const spa = new CfFunction(construct, 'SpaRewrite', { code: FunctionCode.fromInline(SPA_REWRITE) });
  const distribution = new Distribution(construct, 'Distribution', {
    httpVersion: HttpVersion.HTTP2_AND_3,
    priceClass: PriceClass.PRICE_CLASS_100,
    enableLogging: true,
    logBucket: props.logs,
    logFilePrefix: 'cloudfront/',
    defaultRootObject: 'index.html',
    defaultBehavior: {
      origin: S3BucketOrigin.withOriginAccessControl(props.siteBucket),
      viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
      cachePolicy: CachePolicy.CACHING_OPTIMIZED,
      compress: true,
      responseHeadersPolicy: ResponseHeadersPolicy.SECURITY_HEADERS,
      functionAssociations: [{ function: spa, eventType: FunctionEventType.VIEWER_REQUEST }],
    },
    additionalBehaviors: {
      '/api/*': {
        origin: new HttpOrigin(props.apiDomain, { protocolPolicy: OriginProtocolPolicy.HTTPS_ONLY }),
        viewerProtocolPolicy: ViewerProtocolPolicy.HTTPS_ONLY,
        allowedMethods: AllowedMethods.ALLOW_ALL,
        // sessions ride in cookies and filters in query strings: nothing here may be cached or stripped
        cachePolicy: CachePolicy.CACHING_DISABLED,
        originRequestPolicy: OriginRequestPolicy.ALL_VIEWER_EXCEPT_HOST_HEADER,
        compress: true,
      },
      '/media/*': {
        origin: S3BucketOrigin.withOriginAccessControl(props.mediaBucket, { originPath: '' }),
        viewerProtocolPolicy: ViewerProtocolPolicy.REDIRECT_TO_HTTPS,
        cachePolicy: CachePolicy.CACHING_OPTIMIZED,
        compress: true,
      },
    },
  });
  new BucketDeployment(construct, 'Deploy', {
    sources: [Source.asset(props.siteAssetDir)],
    destinationBucket: props.siteBucket,
    distribution,
    distributionPaths: ['/index.html', '/meta.json'],
    cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
    memoryLimit: 512,
    logGroup: new LogGroup(construct, 'DeployLogs', { retention: RetentionDays.ONE_MONTH }),
  });
  return { distribution };
}
