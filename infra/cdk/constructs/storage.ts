import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import { BlockPublicAccess, Bucket, BucketEncryption, HttpMethods, ObjectOwnership } from 'aws-cdk-lib/aws-s3';
import { Construct } from 'constructs';
import { MEDIA } from '#shared/media';

const privateBucket = {
  blockPublicAccess: BlockPublicAccess.BLOCK_ALL,
  enforceSSL: true,
  encryption: BucketEncryption.S3_MANAGED,
} as const;

/** Access logs for the buckets and the distribution; CloudFront still needs ACLs to write them. */
export function createLogBucket(scope: Construct) {
  return new Bucket(scope, 'Logs', {
    ...privateBucket,
    objectOwnership: ObjectOwnership.BUCKET_OWNER_PREFERRED,
    lifecycleRules: [{ expiration: Duration.days(90) }],
    removalPolicy: RemovalPolicy.RETAIN,
  });
}

/**
 * Media and uploads: brand and product images, COA PDFs and rendered exports. Private; CloudFront's
 * /media/* reads only the public prefixes of shared/media.ts (infra/cdk/constructs/site.ts), and
 * browsers write with presigned POSTs.
 */
export function createMediaBucket(scope: Construct, logs: Bucket, siteOrigin: string) {
  return new Bucket(scope, 'Media', {
    ...privateBucket,
    serverAccessLogsBucket: logs,
    serverAccessLogsPrefix: 'media/',
    cors: [
      {
        allowedOrigins: [siteOrigin],
        allowedMethods: [HttpMethods.POST, HttpMethods.PUT, HttpMethods.GET],
        allowedHeaders: ['*'],
        exposedHeaders: ['ETag'],
        maxAge: 3000,
      },
    ],
    lifecycleRules: [
      // a presigned upload that never got confirmed stays under the private uploads prefix and goes after a day
      { prefix: MEDIA.private.uploads, expiration: Duration.days(1) },
      { abortIncompleteMultipartUploadAfter: Duration.days(1) },
    ],
    removalPolicy: RemovalPolicy.RETAIN,
  });
}

export function createSiteBucket(scope: Construct, logs: Bucket) {
  return new Bucket(scope, 'SiteBucket', {
    ...privateBucket,
    serverAccessLogsBucket: logs,
    serverAccessLogsPrefix: 'site/',
    removalPolicy: RemovalPolicy.DESTROY,
    autoDeleteObjects: false,
  });
}
