import { PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import type { Lot } from '#shared/schemas/catalog';
import type { TestResult } from '#shared/schemas/test-result';
import { readWcia } from '#lib/coa-reader/wcia';
import type { WciaDocument } from '#shared/schemas/wcia';
import { addToQualityWeek } from '#lib/pipeline/store';
import { putPendingEntry } from '#lib/pipeline/store/coa-service';
import { countFields } from '#lib/pipeline/fields';
import { markConfirmed, putNewUpload } from '#lib/uploads/store';
import { UPLOAD_TYPES } from '#shared/schemas/upload';
import { BUCKETS } from '../../table.ts';
import { makeId, type DemoData } from './demo-data.ts';
import { LEFT, lineY, textPdf } from './pdf.ts';

// The data-entry pipeline's demo (docs/admin-pipeline.md): the demo producer sent five certificates
// through the COA Data Entry Service. Three wait for entry (one read by the certificate reader, so
// its form starts filled in with each value's source, and one sent with the lab's WCIA JSON file
// beside its PDF, read from that file), and two were entered by the demo data-entry account and wait
// for the demo reviewer. Each certificate is a one-page PDF in the private COA folder, written here
// with its text where the reading says it is.

/** A line's box in PDF points, Helvetica's average width for its characters. */
const boxOf = (i: number, text: string): [number, number, number, number] => [
  LEFT,
  lineY(i) - 3,
  LEFT + text.length * 5.6,
  lineY(i) + 9,
];

export interface Certificate {
  strain: string;
  lab: { _id: string; name: string };
  sample: string;
  parent: string;
  date: string;
  thc: number;
  thcA: number;
  cbd: string;
  myrcene: number;
  limonene: number;
}

const linesOf = (c: Certificate) => [
  `${c.lab.name} - Certificate of Analysis`,
  `Strain: ${c.strain}`,
  `Sample Type: Flower - Cured`,
  `Sample Lot ID: ${c.sample}`,
  `Source Lot ID: ${c.parent}`,
  `Date Tested: ${c.date}`,
  `Delta-9 THC  ${c.thc.toFixed(2)} %`,
  `THCA  ${c.thcA.toFixed(2)} %`,
  `Total THC  ${(c.thc + 0.877 * c.thcA).toFixed(2)} %`,
  `CBD  ${c.cbd}`,
  `beta-Myrcene  ${c.myrcene.toFixed(2)} %`,
  `Limonene  ${c.limonene.toFixed(2)} %`,
];

/** What the certificate reader writes for one of these certificates: each value with its line and box. */
function prefillOf(c: Certificate, at: string) {
  const lines = linesOf(c);
  const at_ = (i: number, value: number | string, withBox = true) => ({
    value,
    source: { page: 1, printed: lines[i]!, ...(withBox ? { box: boxOf(i, lines[i]!) } : {}) },
  });
  return {
    from: 'pdf' as const,
    layout: 'demo-plain',
    file: 0,
    readAt: at,
    fields: {
      labName: at_(0, c.lab.name),
      strain: at_(1, c.strain),
      sampleType: at_(2, 'Flower - Cured'),
      tracabilitySampleLotId: at_(3, c.sample),
      tracabilityParentLotId: at_(4, c.parent),
      testDate: at_(5, c.date),
      thc: at_(6, c.thc),
      thcA: at_(7, c.thcA),
      thcTotal: at_(8, Math.round((c.thc + 0.877 * c.thcA) * 100) / 100),
      cbd: at_(9, c.cbd === 'ND' ? 'ND' : Number.parseFloat(c.cbd)),
      // without a box: the screen finds the printed text on the page's text layer
      myrcene: at_(10, c.myrcene, false),
    },
    problems: [],
  };
}

/** The certificate as its lab's WCIA JSON lab result (docs/admin-coa-reader.md). */
export const wciaOf = (c: Certificate): WciaDocument => ({
  lab_name: c.lab.name,
  labresult_id: `WA-${c.sample}`,
  release_date: c.date,
  sample: { id: c.sample, sample_source_id: c.parent },
  metric_list: [
    {
      test_type: 'cannabinoid assay',
      metrics: [
        { name: 'delta-9-tetrahydrocannabinol', qom: c.thc.toFixed(2), uom: 'pct' },
        { name: 'tetrahydrocannabinol acid', qom: c.thcA.toFixed(2), uom: 'pct' },
        { name: 'cannabidiol', qom: c.cbd === 'ND' ? 'ND' : Number.parseFloat(c.cbd).toFixed(2), uom: 'pct' },
      ],
    },
    {
      test_type: 'terpene assay',
      metrics: [
        { name: 'beta-myrcene', qom: c.myrcene.toFixed(2), uom: 'pct' },
        { name: 'limonene', qom: c.limonene.toFixed(2), uom: 'pct' },
      ],
    },
  ],
});

export async function seedPipelineDemo(data: DemoData, s3: S3Client): Promise<void> {
  const owner = data.clients.find((c) => c._id === makeId(1, 0))!;
  const labs = data.clients.filter((c) => c.type === 'lab');
  const company = { _id: owner._id, name: owner.name };
  const entryUser = `5c3d${(5).toString(16).padStart(20, '0')}`;
  const now = Date.now();
  const strains = ['Cascade Haze', 'Rainier Kush', 'Puget Sound OG', 'Olympic Diesel', 'Yakima Gold'];
  let entered = 0;
  for (const [n, strain] of strains.entries()) {
    const lotId = makeId(30, n);
    const testId = makeId(31, n);
    const uploadId = makeId(32, n);
    const key = `private/coas/${owner._id}/${uploadId}.pdf`;
    // sent before the demo's own lots (from 1 October 2026), so the producer's first page of
    // parent lots still shows tested lots, and the certificates queue oldest first
    const createdAt = new Date(Date.UTC(2026, 8, 1) + n * 3600_000).toISOString();
    const c: Certificate = {
      strain,
      lab: { _id: labs[n % labs.length]!._id, name: labs[n % labs.length]!.name },
      sample: `S${7_100_000 + n * 37}`,
      parent: `P${9_300_000 + n * 53}`,
      date: new Date(now - (10 + n) * 86_400_000).toISOString().slice(0, 10),
      thc: Math.round((0.6 + n / 10) * 100) / 100,
      thcA: 21 + n,
      cbd: n % 2 ? 'ND' : '0.05 %',
      myrcene: Math.round((0.4 + n / 20) * 100) / 100,
      limonene: Math.round((0.2 + n / 25) * 100) / 100,
    };
    const pdf = textPdf([linesOf(c)]);
    await s3.send(new PutObjectCommand({ Bucket: BUCKETS.media, Key: key, Body: pdf, ContentType: 'application/pdf' }));
    // the upload as the producer's browser made it: the admin lot table names the certificate by it
    await putNewUpload({
      _id: uploadId,
      clientId: owner._id,
      purpose: 'coa',
      contentType: 'application/pdf',
      fileName: `${strain} COA ${c.sample}.pdf`,
      pendingKey: `private/uploads/${owner._id}/${uploadId}.pdf`,
      key,
      maxBytes: UPLOAD_TYPES['application/pdf'].maxBytes,
      state: 'pending',
      createdBy: `5c3d${(2).toString(16).padStart(20, '0')}`,
      createdAt,
      updatedAt: createdAt,
    });
    await markConfirmed(uploadId, pdf.length, createdAt);
    // the second certificate came with its lab's WCIA JSON file too: the reader prefers it
    const wcia = n === 1 ? { key: `private/coas/${owner._id}/${makeId(33, n)}.json`, doc: wciaOf(c) } : undefined;
    if (wcia)
      await s3.send(
        new PutObjectCommand({
          Bucket: BUCKETS.media,
          Key: wcia.key,
          Body: JSON.stringify([wcia.doc], null, 2),
          ContentType: 'application/json',
        }),
      );
    const files = wcia ? [key, wcia.key] : [key];
    // the last two were entered by the demo data-entry account and wait for review
    const inReview = n >= 3;
    const lot: Lot = {
      _id: lotId,
      lotType: 'parentLot',
      producer: company,
      owner: company,
      testResult: testId,
      available: false,
      processingInfo: inReview
        ? { status: 'review', entryUser, entryStartDate: createdAt, entryStopDate: createdAt }
        : { status: 'pending' },
      createdAt,
      updatedAt: createdAt,
    };
    const result: TestResult | undefined = inReview
      ? {
          _id: testId,
          dataOwner: owner._id,
          producer: owner._id,
          testLab: c.lab,
          sampleTypeCategory: 'Flower',
          sampleType: 'Flower - Cured',
          strain: c.strain,
          tracabilitySampleLotId: c.sample,
          tracabilityParentLotId: c.parent,
          testDate: c.date,
          pdfFiles: [key],
          approved: true,
          lotId,
          createdAt,
          updatedAt: createdAt,
          thc: c.thc,
          thcA: c.thcA,
          thcTotal: Math.round((c.thc + 0.877 * c.thcA) * 100) / 100,
          myrcene: c.myrcene,
          limonene: c.limonene,
          ...(c.cbd === 'ND' ? { nonDetects: { cbd: { printed: 'ND' } } } : { cbd: 0.05 }),
        }
      : undefined;
    if (result) entered += countFields(result);
    await putPendingEntry(lot, {
      _id: testId,
      dataOwner: owner._id,
      producer: owner._id,
      lotId,
      pdfFiles: files,
      submittedBy: `5c3d${(2).toString(16).padStart(20, '0')}`,
      createdAt,
      updatedAt: createdAt,
      ...(n === 0 ? { prefill: prefillOf(c, createdAt) } : {}),
      ...(wcia ? { prefill: readWcia([wcia.doc], { file: 1, now: new Date(createdAt) }) } : {}),
      ...(result ? { result, entered: result } : {}),
    });
  }
  // the two entries above, counted as the pipeline counts an entry
  await addToQualityWeek(new Date(now), { fieldsEntered: entered });
}
