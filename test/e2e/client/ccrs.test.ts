import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '#test/support/axe';
import { freshCompany, memberOf } from '#test/support/producers';
import { base, useBrowser } from '#test/support/pages';
import { setClient } from '#test/support/data/clients';

// State Lab Files in a real browser: a lab makes the LabTest file of a period and downloads it; a
// producer chooses it, sees every record checked and the lot it makes, and imports the lot to the
// COA Data Entry staff; a file that is not one says why; axe on both.

const { signedIn } = useBrowser();
type Member = Awaited<ReturnType<typeof memberOf>>;

const LAB_NAME = `Evergreen Testing ${Date.now()}`;
const LAB_LICENSE = String(100_000 + Math.floor(Math.random() * 900_000));
const LOT = `WAJ423456.IN${Date.now().toString(36).toUpperCase()}`;
let lab: { id: string };
let producer: { id: string };
let labMember: Member;
let grower: Member;

beforeAll(async () => {
  lab = await freshCompany({ type: 'lab', name: LAB_NAME });
  producer = await freshCompany({ name: 'Orchard Farms' });
  await setClient(lab.id, { licenseNumber: LAB_LICENSE });
  await setClient(producer.id, { licenseNumber: '423456', coaDataEntryService: { enabled: true, serviceLimit: 5 } });
  [labMember, grower] = await Promise.all([
    memberOf(base, { processorUser: true, clientAssignment: lab.id }),
    memberOf(base, { processorUser: true, clientAssignment: producer.id }),
  ]);
  const saved = await grower.post(`/api/client/${producer.id}/testResult`, {
    testLab: { _id: lab.id, name: LAB_NAME },
    sampleTypeCategory: 'Flower',
    sampleType: 'Flower - Cured',
    strain: 'Orchard Glue',
    tracabilitySampleLotId: LOT,
    testDate: '2026-04-02',
    approved: true,
    figures: { thcA: '21.5', thc: '0.9', cbd: 'ND' },
    panels: {
      heavyMetals: {
        status: 'pass',
        analytes: [{ name: 'Arsenic', reading: 'value', amount: 0.05, unit: 'ug/g', limit: 2, status: 'pass' }],
      },
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
});

let file = '';

describe('State Lab Files', () => {
  it('lets a lab make the file of a period, with its pre-flight, and download it', async () => {
    const { context, page } = await signedIn(labMember);
    await page.goto(`${base}/client/${lab.id}/ccrs`);
    await page.getByRole('heading', { name: 'Export for the state' }).waitFor();
    await page.getByLabel('From').fill('2026-04-01');
    await page.getByLabel('To').fill('2026-04-30');
    await page.getByRole('button', { name: 'Make the file' }).click();
    const download = page.getByRole('link', { name: /^Download labtest_/ });
    await download.waitFor();
    expect(await page.getByText('1 result, 4 records.').count()).toBe(1);
    expect(await page.getByText('Nothing in the file that the state would refuse.').count()).toBe(1);
    file = await (await fetch((await download.getAttribute('href'))!)).text();
    expect(file.split('\r\n')[2]).toBe('NumberRecords,4,,,,,,,,,,,');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('lets a producer check a file on choosing it, then import its lot to data entry', async () => {
    const { context, page } = await signedIn(grower);
    await page.goto(`${base}/client/${producer.id}/ccrs`);
    await page.getByRole('heading', { name: 'Import a LabTest file' }).waitFor();
    // a producer makes no state file
    expect(await page.getByRole('heading', { name: 'Export for the state' }).count()).toBe(0);
    // Mantine's FileInput: the label names its button, the file input beside it is hidden
    expect(await page.getByRole('button', { name: 'LabTest CSV file' }).count()).toBe(1);
    const input = page.locator('input[type=file]');
    await input.setInputFiles({
      name: 'notes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('name,value\r\na,1\r\n'),
    });
    await page.getByRole('alert').filter({ hasText: 'This is not a CCRS LabTest file' }).waitFor();

    await input.setInputFiles({ name: 'labtest.csv', mimeType: 'text/csv', buffer: Buffer.from(file) });
    await page.getByText('4 records, 4 read, 0 failed; 1 lot').waitFor();
    const table = page.getByRole('table', { name: 'LabTest records' });
    expect(await table.getByRole('row').count()).toBe(5);
    expect(await table.getByRole('row', { name: /Heavy Metal - Arsenic \(ug\/g\)/ }).textContent()).toContain(
      `SuccessLot ${LOT}`,
    );
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Import 1 lot' }).click();
    await page.getByText(/1 sent to data entry, 0 imported before\. This month: 1 of 5 COAs\./).waitFor();
    expect(
      await page
        .getByRole('table', { name: 'Imported lots' })
        .getByRole('row', { name: new RegExp(LOT) })
        .textContent(),
    ).toContain('Sent to data entry');
    await context.close();
  });
});
