import { beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from '#test/support/axe';
import { coaBytes, coaFixtures } from '#test/support/coas';
import { base, useBrowser } from '#test/support/pages';
import { freshCompany, memberOf } from '#test/support/producers';
import { upload } from '#test/support/uploads';
import { setClient } from '#test/support/data/clients';

// A certificate whose text layer is a cipher, end to end: sent through the COA Data Entry Service,
// read by the platform's worker by OCR, and Enter Data starts from it, a value's source marked on
// the drawn page where the figure is printed (the OCR box, in PDF points, drawn by the pdf.js view).

const { signedIn } = useBrowser();
const cannalysis = coaFixtures().find((f) => f.name === 'cannalysis-cloud-cake')!;

let company: { id: string };
let enterer: Awaited<ReturnType<typeof memberOf>>;
beforeAll(async () => {
  company = await freshCompany({ name: 'Browser OCR Farms' });
  await setClient(company.id, { coaDataEntryService: { enabled: true, serviceLimit: 10 } });
  const member = await memberOf(base, { processorUser: true, clientAssignment: company.id });
  enterer = await memberOf(base, { serviceDataEntry: true });
  const file = { name: 'Cloud-Cake-Concentrate.pdf', type: 'application/pdf', purpose: 'coa' };
  const { confirm } = await upload(member, company.id, file, coaBytes(cannalysis));
  expect(confirm.status, JSON.stringify(confirm.body)).toBe(200);
  const r = await member.post(`/api/client/${company.id}/testResult/premium`, {
    dataOwner: company.id,
    mode: 'single',
    pdfFiles: [confirm.body.upload.key],
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
});

describe('a certificate read by OCR', () => {
  it('starts Enter Data with its values, a focused one marked where it is printed', async () => {
    // six pages of OCR in the platform's worker: half a minute, more beside other tests
    await expect
      .poll(
        async () =>
          (await enterer.post(`/api/service/data-entry/pending?clientId=${company.id}`)).body.item?.prefill?.layout,
        { interval: 1_000 },
      )
      .toBe('cannalysis');
    const { context, page } = await signedIn(enterer);
    await page.goto(`${base}/admin/service/tests/entry?clientId=${company.id}`);
    await page.getByRole('heading', { name: 'Enter Data', level: 1 }).waitFor();
    const pinene = page.getByLabel('α-Pinene');
    await pinene.waitFor();
    expect(await pinene.inputValue()).toBe('0.2877');
    await page.getByText('Read from file #1, page 2: “2.877 mg/g (0.2877 %)”').waitFor();
    expect(await page.getByLabel('Sample Lot ID').inputValue()).toBe('1A4060300005F64000004585');

    await pinene.focus();
    const mark = page.locator('.pipeline-mark');
    await mark.waitFor();
    const drawn = page.getByRole('img', { name: /page 2 of 6$/ });
    // The mark scrolls smoothly into view: both boxes are read in one frame, so a scroll between
    // two reads cannot shift one against the other.
    const where = () =>
      drawn.evaluate((canvas) => {
        const p = canvas.getBoundingClientRect();
        const m = document.querySelector('.pipeline-mark')!.getBoundingClientRect();
        return {
          left: (m.left - p.left) / p.width,
          right: (m.right - p.left) / p.width,
          top: (m.top - p.top) / p.height,
        };
      });
    const m = await where();
    // printed 100–172 pt from the left of a 612 × 792 pt page, its top 473 pt from the page's top
    expect(Math.abs(m.left - 100 / 612)).toBeLessThan(0.01);
    expect(Math.abs(m.right - 172 / 612)).toBeLessThan(0.01);
    expect(Math.abs(m.top - (792 - 319) / 792)).toBeLessThan(0.01);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
