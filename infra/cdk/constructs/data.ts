import { RemovalPolicy } from 'aws-cdk-lib';
import { AttributeType, Billing, StreamViewType, TableV2 } from 'aws-cdk-lib/aws-dynamodb';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Construct } from 'constructs';
import { TABLE } from '../../table.ts';

/** The single table: on-demand, point-in-time recovery, a stream for consumers, TTL for short-lived items. */
export function createTable(scope: Construct) {
  return new TableV2(scope, 'Table', {
    partitionKey: { name: TABLE.partitionKey, type: AttributeType.STRING },
    sortKey: { name: TABLE.sortKey, type: AttributeType.STRING },
    billing: Billing.onDemand(),
    pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
    dynamoStream: StreamViewType.NEW_AND_OLD_IMAGES,
    timeToLiveAttribute: TABLE.ttlAttribute,
    globalSecondaryIndexes: TABLE.indexes.map((i) => ({
      indexName: i.name,
      partitionKey: { name: i.partitionKey, type: AttributeType.STRING },
      sortKey: { name: i.sortKey, type: AttributeType.STRING },
    })),
    deletionProtection: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
}

/**
 * The key that seals companies' API secrets (envelope encryption, #lib/aws/kms): rotated yearly,
 * kept when the stack goes (sealed secrets would not open without it). Only the functions whose
 * manifest names `apiSecrets` may use it, each for its one operation (infra/needs.ts).
 */
export function createApiSecretsKey(scope: Construct) {
  return new Key(scope, 'ApiSecretsKey', {
    description: 'Seals the API secrets of client companies',
    enableKeyRotation: true,
    removalPolicy: RemovalPolicy.RETAIN,
  });
}
