import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { CoaPrefill } from '#lib/coa-reader/prefill';
import { ddb, isConditionFailure, tableName } from '#lib/table/dynamodb';
import { draftKey } from '#lib/test-results/keys';

/**
 * Puts what the certificate reader found on a draft (`TEST#<id>` / `DRAFT`), only while the draft
 * exists and has no prefill yet: a redelivered stream record, or a reading finishing after staff
 * took the item, never overwrites what is there. False when the condition kept it out.
 */
export async function savePrefill(draftId: string, prefill: CoaPrefill): Promise<boolean> {
  try {
    await ddb.send(
      new UpdateCommand({
        TableName: tableName(),
        Key: draftKey(draftId),
        UpdateExpression: 'SET prefill = :prefill',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(prefill)',
        ExpressionAttributeValues: { ':prefill': prefill },
      }),
    );
    return true;
  } catch (e) {
    if (isConditionFailure(e)) return false;
    throw e;
  }
}
