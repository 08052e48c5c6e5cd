import { describe, expect, it } from 'vitest';
import { productBodySchema } from '#shared/schemas/client-products';
import { CSV_COLUMNS, CSV_TEMPLATE, importKeyOf, parseProductCsv, rowToBody } from './csv.ts';

const brands = [{ _id: 'aaaaaaaaaaaaaaaaaaaaaaaa', name: 'Sun Valley Select' }];

describe('the CSV product upload', () => {
  it('offers a template whose header is the columns and whose example row parses', () => {
    const { rows, errors } = parseProductCsv(CSV_TEMPLATE);
    expect(errors).toEqual([]);
    expect(Object.keys(rows[0]!)).toEqual([...CSV_COLUMNS]);
  });

  it('reads quoted fields, a byte-order mark and blank lines, and maps a row to a product save', async () => {
    const text =
      '\uFEFFname,brandName,productCategory,productType,strain,tags,shortDescription,producer\n' +
      '"Blue Dream, Reserve",sun valley select,concentrate,Live Resin,Blue Dream,Fruit; Earth,"Sweet, ""berry""",ffffffffffffffffffffffff\n\n';
    const { rows } = parseProductCsv(text);
    expect(rows).toHaveLength(1);
    const body = rowToBody(rows[0]!, brands, await importKeyOf(text, 0));
    expect(body).toMatchObject({
      name: 'Blue Dream, Reserve',
      brand: brands[0]!._id,
      productCategory: 'Extract/Concentrate',
      productType: 'Live Resin',
      strain: 'Blue Dream',
      tags: ['Fruit', 'Earth'],
      shortDescription: 'Sweet, "berry"',
      available: false,
    });
    expect(body).not.toHaveProperty('producer');
    expect(productBodySchema.safeParse(body).success).toBe(true);
  });

  it("sends an unknown brand as none, so the row fails with the spec's text", () => {
    const body = rowToBody(
      { name: 'X', brandName: 'Nobody', productCategory: 'Flower', productType: 'Indoor' },
      brands,
      'csv-key-00000001',
    );
    const r = productBodySchema.safeParse(body);
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toContain('Brand Name is required');
  });

  it('keys a row by its file and index: the same row of the same file, the same key', async () => {
    expect(await importKeyOf('a,b\n1,2', 0)).toBe(await importKeyOf('a,b\n1,2', 0));
    expect(await importKeyOf('a,b\n1,2', 0)).not.toBe(await importKeyOf('a,b\n1,2', 1));
    expect(await importKeyOf('a,b\n1,2', 0)).not.toBe(await importKeyOf('a,b\n1,3', 0));
    expect(await importKeyOf('a,b\n1,2', 0)).toMatch(/^[A-Za-z0-9_-]{8,80}$/);
  });
});
