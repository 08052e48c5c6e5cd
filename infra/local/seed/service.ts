import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '#lib/aws/dynamodb';
import { clientKey } from '#lib/db/clients';
import { putProRequest } from '#lib/db/pro-requests';
import { makeId } from './demo-data.ts';

// The demo of the COA Data Entry Service, kiosk settings and the Pro pages: the demo producer's
// company is on Pro with the COA service (50 COAs a month) and a kiosk with the cart on and no PIN
// yet; the second producer has neither, so its pages show the Go Pro prompt. The demo dispensary
// stays free (its pages show the upsells) and has asked for Pro, which the admin sees.

export async function seedServiceDemo(): Promise<void> {
  await ddb.send(
    new UpdateCommand({
      TableName: tableName(),
      Key: clientKey(makeId(1, 0)),
      UpdateExpression:
        'SET premiumEnabled = :yes, premiumLevel = :pro, coaDataEntryService = :coa, kioskConfig = :kiosk',
      ExpressionAttributeValues: {
        ':yes': true,
        ':pro': 'pro',
        ':coa': { enabled: true, serviceLimit: 50 },
        ':kiosk': { cartEnabled: true, pinSet: false },
      },
    }),
  );
  await putProRequest(
    {
      clientId: makeId(2, 0),
      clientName: 'Capitol Hill Cannabis Co.',
      clientType: 'dispensary',
      plan: 'pro',
      note: 'Two kiosks, one per counter.',
      requestedBy: `5c3d${(3).toString(16).padStart(20, '0')}`,
      email: 'dispensary@demo.cannastamp.test',
    },
    new Date().toISOString(),
  );
}
