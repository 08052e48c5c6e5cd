import { PutCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { newId } from '#lib/base/ids';
import { TABLE } from './table.ts';
import { brandProductsPartition, clientProductsPartition, productPartition } from '#lib/products/keys';

/** A product of a company, keyed as the products module keys it. */
export async function productRow(
  ddb: DynamoDBDocumentClient,
  producer: string,
  brand: string,
  updatedAt = new Date().toISOString(),
) {
  const id = newId();
  const p = {
    _id: id,
    name: `Admin Table ${id.slice(-6)}`,
    brand: { _id: brand, name: 'House Brand' },
    productCategory: 'Flower',
    productType: 'Bud',
    strain: 'Blue Dream',
    available: false,
    active: true,
    tags: [],
    mediaGallery: [],
    producer,
    cleanUrl: `admin-table-${id}`,
    createdAt: updatedAt,
    updatedAt,
  };
  await ddb.send(
    new PutCommand({
      TableName: TABLE,
      Item: {
        ...p,
        pk: productPartition(id),
        sk: '#META',
        entity: 'product',
        gsi1pk: clientProductsPartition(producer),
        gsi1sk: `${updatedAt}#${id}`,
        gsi2pk: brandProductsPartition(brand),
        gsi2sk: `${p.name.toLowerCase()}#${id}`,
        gsi3pk: 'PRODUCTS',
        gsi3sk: `${updatedAt}#${id}`,
      },
    }),
  );
  return p;
}
