import { createHash } from 'node:crypto';
import * as ccrsMessages from '#shared/messages/client/ccrs';
import * as coaMessages from '#shared/messages/client/coa-service';
import * as companyMessages from '#shared/messages/client/companies';
import * as ccrs from '#shared/routes/client/ccrs';
import { CCRS_IMPORT_MAX_RECORDS, CCRS_LISTED_MAX, type CcrsImportAnswer } from '#shared/schemas/ccrs';
import { getClient } from '#lib/clients/store';
import { labsByLicense } from '#lib/clients/store/option-lists';
import { readLabTestFile, recordProblems, summaryProblems } from '#lib/exchange/ccrs-file';
import { readLabTestRecords, type ImportedLot } from '#lib/exchange/ccrs-import';
import { sendForEntry } from '#lib/pipeline/send-for-entry';
import { coaMonth, coasUsed, sentBefore } from '#lib/pipeline/store/coa-service';
import { badRequest, forbidden, notFound } from '#lib/base/errors';
import { securedRoute } from '#lib/runtime/secured-route';
import { keepJsonDocument } from '#lib/uploads/keep-document';

/**
 * A lot's records always give the same id, whatever file carries them and on whatever lines: a
 * file imported again, or another holding the same lot unchanged, is known lot by lot, and a lot
 * the lab has changed since (an Update) is a new one.
 */
const lotUploadId = (lot: ImportedLot) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        lot.key,
        lot.doc.release_date,
        lot.doc.metric_list.flatMap((a) => a.metrics.map((m) => [m.name, m.qom, m.uom, m.status])).sort(),
      ]),
    )
    .digest('hex')
    .slice(0, 24);

/**
 * A lab's or the state's LabTest file (docs/ccrs-exchange.md, Import). With `check`, only what the
 * file holds: each record Success or Failed, the lots it makes, what the state would refuse. Else
 * each lot's records are kept as the WCIA document a lab would publish for them (a confirmed COA
 * upload of the company) and sent to the data-entry staff as a COA of the company's service; a lot
 * of this very file imported before is not sent or counted again.
 */
export const handler = securedRoute(ccrs.importLabTests, async ({ params, body, caller }) => {
  const client = await getClient(params.clientId);
  if (!client) throw notFound(companyMessages.companyNotFound);
  const file = readLabTestFile(body.csv, CCRS_IMPORT_MAX_RECORDS);
  if ('problem' in file) throw badRequest(file.problem);

  const seen = new Set<string>();
  const problems: CcrsImportAnswer['problems'] = [];
  const summary = summaryProblems(file);
  if (summary.length) problems.push({ line: 1, externalIdentifier: '', problems: summary });
  for (const { line, row } of file.records) {
    const wrong = recordProblems(row, seen);
    if (wrong.length && problems.length < CCRS_LISTED_MAX)
      problems.push({ line, externalIdentifier: row.ExternalIdentifier, problems: wrong });
  }
  const labs = await labsByLicense();
  const read = readLabTestRecords(file.records, {
    ...(client.licenseNumber?.trim() && { ownLicense: client.licenseNumber.trim() }),
    labName: (license) => labs.get(license)?.name,
    fileName: body.fileName,
  });
  const answer = { error: false as const, records: read.outcomes, problems };
  const lotsOf = () => read.lots.map((l) => ({ inventoryId: l.inventoryId, lines: l.lines }));
  if (body.check) return { ...answer, checked: true, lots: lotsOf() };

  if (!client.coaDataEntryService?.enabled) throw forbidden(coaMessages.notEnabled);
  if (!read.lots.length) throw badRequest(ccrsMessages.nothingImported);
  const ids = new Map(read.lots.map((l) => [l.key, lotUploadId(l)]));
  const before = await sentBefore(client._id, [...ids.values()]);
  const fresh = read.lots.filter((l) => !before.has(ids.get(l.key)!));
  const month = coaMonth(new Date());
  const limit = client.coaDataEntryService.serviceLimit;
  const used = await coasUsed(client._id, month);
  // refused before anything is kept; sendForEntry reserves the month for real, conditionally
  if (fresh.length && used + fresh.length > limit) throw badRequest(coaMessages.overLimit(fresh.length, used, limit));

  const kept: { lot: ImportedLot; uploadId: string; key: string }[] = [];
  for (const lot of fresh) {
    const uploadId = ids.get(lot.key)!;
    const upload = await keepJsonDocument({
      clientId: client._id,
      uploadId,
      bytes: new TextEncoder().encode(JSON.stringify(lot.doc, null, 2)),
      fileName: `${lot.inventoryId}.json`,
      createdBy: caller.user._id,
    });
    kept.push({ lot, uploadId, key: upload.key! });
  }
  const sent = kept.length
    ? await sendForEntry(
        client,
        client,
        caller.user._id,
        kept.map(({ uploadId, key }) => ({ uploadId, key })),
      )
    : undefined;
  const byUpload = new Map(sent?.sent.map((c) => [c.uploadId, c]) ?? []);
  return {
    ...answer,
    checked: false,
    lots: read.lots.map((l) => {
      const coa = byUpload.get(ids.get(l.key)!);
      return {
        inventoryId: l.inventoryId,
        lines: l.lines,
        ...(coa ? { lot: coa.lot._id, testResult: coa.draft._id } : { alreadyImported: true }),
      };
    }),
    month: sent?.month ?? month,
    used: sent?.used ?? used,
    serviceLimit: limit,
  };
});
