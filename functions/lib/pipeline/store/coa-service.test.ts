import { afterEach, describe, expect, it } from 'vitest';
import { memoryTable } from '#test/support/memory-table';
import { coaMonth, getTestResultDraft } from '#lib/pipeline/store/coa-service';

describe('the COA service records', () => {
  let table: ReturnType<typeof memoryTable> | undefined;
  afterEach(() => table?.restore());

  it('counts a month in UTC', () => {
    expect(coaMonth(new Date('2026-11-30T23:59:59.999Z'))).toBe('2026-11');
    expect(coaMonth(new Date('2026-12-01T00:00:00.000Z'))).toBe('2026-12');
  });

  it('reads a draft for the data-entry staff without its keys, and nothing where there is none', async () => {
    process.env.TABLE_NAME = 'unit';
    table = memoryTable();
    const draft = {
      _id: 'd1',
      dataOwner: 'c1',
      producer: 'c1',
      lotId: 'l1',
      pdfFiles: ['private/coas/c1/u1.pdf'],
      submittedBy: 'u9',
      createdAt: '2026-11-23T03:00:00.000Z',
      updatedAt: '2026-11-23T03:00:00.000Z',
    };
    table.items.set('TEST#d1|DRAFT', {
      ...draft,
      pk: 'TEST#d1',
      sk: 'DRAFT',
      gsi1pk: 'CLIENT#c1#COADRAFTS',
      gsi1sk: 'x',
    });
    expect(await getTestResultDraft('d1')).toEqual(draft);
    expect(await getTestResultDraft('d2')).toBeUndefined();
  });
});
