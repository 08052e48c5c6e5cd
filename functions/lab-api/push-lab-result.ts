import { createHash } from 'node:crypto';
import * as ccrsMessages from '#shared/messages/client/ccrs';
import * as companyMessages from '#shared/messages/client/companies';
import * as labApiMessages from '#shared/messages/lab-api';
import * as uploadMessages from '#shared/messages/client/uploads';
import * as labApi from '#shared/routes/lab-api';
import { CCRS_IMPORT_MAX_RECORDS } from '#shared/schemas/ccrs';
import type { Client } from '#shared/schemas/catalog';
import { PUSHES_PER_MINUTE, SIGNATURE_WINDOW_SECONDS, type PushAnswer, type PushBody } from '#shared/schemas/lab-api';
import { MEASURES, testResultBodySchema, type Figures } from '#shared/schemas/test-result';
import { wciaDocumentSchema } from '#shared/schemas/wcia';
import { assertFresh, assertSigned, signedHeaders } from '#lib/auth/signed-request';
import { firstUseOf } from '#lib/auth/store';
import { rateLimit } from '#lib/auth/rate-limit';
import { getClient } from '#lib/clients/store';
import { secretOfKey } from '#lib/clients/store/api-secrets';
import { labsByLicense } from '#lib/clients/store/option-lists';
import type { CoaPrefill } from '#lib/coa-reader/prefill';
import { readWcia } from '#lib/coa-reader/wcia';
import { readLabTestFile } from '#lib/exchange/ccrs-file';
import { readLabTestRecords } from '#lib/exchange/ccrs-import';
import { sendForEntry } from '#lib/pipeline/send-for-entry';
import { sentBefore } from '#lib/pipeline/store/coa-service';
import { createTestResultWithLot } from '#lib/test-results/store';
import { testResultFromForm } from '#lib/test-results/form';
import { badRequest, conflict, forbidden, notAuthorized, notFound } from '#lib/base/errors';
import { describeIssues, httpRoute } from '#lib/runtime/http';
import { keepJsonDocument } from '#lib/uploads/keep-document';

/** An id from what it names: the same result pushed again has the same upload, lot and test result. */
const idOf = (...parts: string[]) => createHash('sha256').update(parts.join('\n')).digest('hex').slice(0, 24);

type Result = PushAnswer['results'][number];

/** The pushed body as the lab signed it: the bytes API Gateway received, as text. */
const rawBody = (event: { body?: string | null; isBase64Encoded?: boolean }) =>
  !event.body ? '' : event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;

/** The documents of a push: each a lab result in the WCIA format, with the lines of a CCRS file it came from. */
function documentsOf(body: PushBody, client: Client, labs: Map<string, { _id: string; name: string }>) {
  if (body.format === 'wcia') {
    const docs = Array.isArray(body.document) ? body.document : [body.document];
    return {
      docs: docs.map((d) => {
        const parsed = wciaDocumentSchema.safeParse(d);
        if (!parsed.success) throw badRequest(`document: ${uploadMessages.notWcia}`);
        return d;
      }),
    };
  }
  const file = readLabTestFile(body.csv, CCRS_IMPORT_MAX_RECORDS);
  if ('problem' in file) throw badRequest(file.problem);
  const read = readLabTestRecords(file.records, {
    ...(client.licenseNumber?.trim() && { ownLicense: client.licenseNumber.trim() }),
    labName: (license) => labs.get(license)?.name,
    fileName: body.fileName ?? 'labtest.csv',
  });
  if (!read.lots.length) throw badRequest(ccrsMessages.nothingImported);
  return { docs: read.lots.map((l) => l.doc as unknown as Record<string, unknown>), records: read.outcomes };
}

/** The form's body from what was read, for a trusted feed's result published at once; undefined when it does not hold. */
function formOf(
  prefill: CoaPrefill,
  sample: NonNullable<PushBody['sample']>,
  lab: { _id: string; name: string },
  key: string,
) {
  const value = (k: keyof CoaPrefill['fields']) => prefill.fields[k]?.value;
  const figures: Figures = {};
  for (const k of MEASURES) if (value(k) !== undefined) figures[k] = value(k);
  return testResultBodySchema.safeParse({
    testLab: lab,
    ...sample,
    tracabilitySampleLotId: value('tracabilitySampleLotId')?.toString(),
    tracabilityParentLotId: value('tracabilityParentLotId')?.toString(),
    testDate: value('testDate')?.toString() ?? '',
    pdfFiles: [key],
    approved: true,
    figures,
    ...(prefill.panels && { panels: prefill.panels }),
  });
}

/**
 * A lab's or integrator's system pushes a result for a lot of a company that has chosen it
 * (docs/lab-api.md). Signed with the sender's API key and secret: the signature of "<timestamp>.<company>.<body>",
 * a timestamp within 5 minutes, each signature taken once, 60 pushes a minute a key. Each result is
 * kept as the company's COA upload; a trusted feed's result naming its sample's category, type and
 * strain is published at once as a test result of the company, any other enters the data-entry
 * pipeline as a COA of the company's service. Pushed again, a result is answered `alreadySent`.
 */
export const handler = httpRoute(labApi.pushLabResult, async ({ params, body, event }) => {
  const signed = signedHeaders(event.headers);
  await rateLimit({ key: `labapi:${signed.apiKey}`, max: PUSHES_PER_MINUTE, windowSeconds: 60 });
  assertFresh(signed);
  const holder = await secretOfKey(signed.apiKey);
  if (!holder) throw notAuthorized(labApiMessages.badSignature);
  assertSigned(signed, holder.apiSecret, params.clientId, rawBody(event));
  if (!(await firstUseOf(signed.apiKey, signed.signature, signed.timestamp + SIGNATURE_WINDOW_SECONDS * 2)))
    throw conflict(labApiMessages.replayed);

  const [sender, client] = await Promise.all([getClient(holder.clientId), getClient(params.clientId)]);
  if (!sender || (sender.type !== 'lab' && sender.type !== 'integrator')) throw forbidden(labApiMessages.notAFeed);
  if (!client) throw notFound(companyMessages.companyNotFound);
  const feed = client.labFeeds?.find((f) => f.company === sender._id);
  if (!feed) throw forbidden(labApiMessages.notChosen);

  const labs = await labsByLicense();
  const { docs, records } = documentsOf(body, client, labs);
  const results: Result[] = [];
  const forReview: { uploadId: string; key: string; lot: string }[] = [];
  const now = new Date().toISOString();
  for (const doc of docs) {
    const bytes = new TextEncoder().encode(JSON.stringify(doc, null, 2));
    const uploadId = idOf(client._id, createHash('sha256').update(bytes).digest('hex'));
    const prefill = readWcia(doc);
    const lot = String(prefill.fields.tracabilitySampleLotId?.value ?? '');
    // pushed before: what was made of it then stands, and is found below by its ids
    const { key } = await keepJsonDocument({
      clientId: client._id,
      uploadId,
      bytes,
      fileName: `${lot || uploadId}.json`,
      createdBy: sender._id,
    });
    // a lab is its results' lab; an integrator's result names its lab by licence
    const lab =
      sender.type === 'lab'
        ? { _id: sender._id, name: sender.name }
        : labs.get(String((doc as { lab_ccrs_license?: unknown }).lab_ccrs_license ?? ''));
    const form = feed.trusted && body.sample && lab ? formOf(prefill, body.sample, lab, key) : undefined;
    if (form && !form.success) throw badRequest(describeIssues('document', form.error));
    if (!form) {
      forReview.push({ uploadId, key, lot });
      continue;
    }
    const testId = idOf('result', uploadId);
    const lotId = idOf('lot', uploadId);
    const testResult = await testResultFromForm(form.data, {
      _id: testId,
      dataOwner: client._id,
      producer: client._id,
      lotId,
      createdAt: now,
      updatedAt: now,
    });
    const company = { _id: client._id, name: client.name };
    try {
      await createTestResultWithLot(testResult, {
        _id: lotId,
        s2sId: testResult.tracabilityParentLotId,
        lotType: 'parentLot',
        producer: company,
        owner: company,
        testResult: testId,
        available: true,
        createdAt: now,
        updatedAt: now,
      });
      results.push({ lot, outcome: 'published', testResult: testId, parentLot: lotId });
    } catch (e) {
      if ((e as Error).name !== 'TransactionCanceledException') throw e;
      results.push({ lot, outcome: 'alreadySent', testResult: testId, parentLot: lotId });
    }
  }

  if (forReview.length) {
    const before = await sentBefore(
      client._id,
      forReview.map((r) => r.uploadId),
    );
    const fresh = forReview.filter((r) => !before.has(r.uploadId));
    for (const r of forReview) if (before.has(r.uploadId)) results.push({ lot: r.lot, outcome: 'alreadySent' });
    if (fresh.length) {
      if (!client.coaDataEntryService?.enabled) throw forbidden(labApiMessages.needsReview);
      const sent = await sendForEntry(client, client, sender._id, fresh);
      for (const r of fresh) {
        const coa = sent.sent.find((c) => c.uploadId === r.uploadId);
        results.push(
          coa
            ? { lot: r.lot, outcome: 'review', testResult: coa.draft._id, parentLot: coa.lot._id }
            : { lot: r.lot, outcome: 'alreadySent' },
        );
      }
    }
  }
  return { error: false as const, results, ...(records && { records }) };
});
