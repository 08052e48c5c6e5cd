import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import * as ccrsMessages from '#shared/messages/client/ccrs';
import * as companyMessages from '#shared/messages/client/companies';
import { MEDIA } from '#shared/media';
import * as ccrs from '#shared/routes/client/ccrs';
import { CCRS_LISTED_MAX } from '#shared/schemas/ccrs';
import type { Client } from '#shared/schemas/catalog';
import { getClient, getClients } from '#lib/clients/store';
import { labTestRecords } from '#lib/exchange/ccrs-export';
import { labTestHeader, labTestLine, recordProblems } from '#lib/exchange/ccrs-file';
import { labResultsBetween } from '#lib/test-results/store';
import { downloadLink, multipartWriter } from '#lib/aws/media';
import { badRequest, notFound } from '#lib/base/errors';
import { newId } from '#lib/base/ids';
import { securedRoute } from '#lib/runtime/secured-route';

/** The state's file name: labtest_<lab licence>_<YYYYMMDDHHMMSS>.csv. */
const fileNameOf = (license: string, at: Date) =>
  `labtest_${license || 'unlicensed'}_${at.toISOString().replace(/\D/g, '').slice(0, 14)}.csv`;

/**
 * A lab's published results of a period as the state's LabTest file (docs/ccrs-exchange.md). The
 * summary rows must count the records before the first of them, so the records go to a file in the
 * function's temporary storage as they are made (memory holds one page of results), then the
 * summary and that file to a private multipart upload. Each record is checked as the state would
 * check it; the answer lists what it would refuse, by line, and what the file cannot hold.
 */
export const handler = securedRoute(ccrs.exportLabTests, async ({ params, body, caller }) => {
  const lab = await getClient(params.clientId);
  if (!lab) throw notFound(companyMessages.companyNotFound);
  if (lab.type !== 'lab') throw badRequest(ccrsMessages.onlyLabs);
  const at = new Date();
  const by = ([caller.user.firstName, caller.user.lastName].filter(Boolean).join(' ') || caller.user.email).slice(
    0,
    35,
  );
  const dir = await mkdtemp(join(tmpdir(), 'ccrs-'));
  try {
    const recordsFile = join(dir, 'records.csv');
    const out = createWriteStream(recordsFile);
    const producers = new Map<string, Client | undefined>();
    const seen = new Set<string>();
    const problems: { line: number; externalIdentifier: string; problems: string[] }[] = [];
    const leftOut: { testResult: string; lot: string; figures: string[] }[] = [];
    let problemCount = 0;
    let leftOutCount = 0;
    let records = 0;
    let results = 0;
    for await (const page of labResultsBetween(lab._id, body.from, body.to)) {
      const unknown = page.map((t) => t.producer).filter((p) => !producers.has(p));
      if (unknown.length) {
        const found = await getClients(unknown);
        for (const id of unknown)
          producers.set(
            id,
            found.find((c) => c._id === id),
          );
      }
      for (const t of page) {
        results++;
        const made = labTestRecords(t, {
          license: producers.get(t.producer)?.licenseNumber?.trim() ?? '',
          labLicense: lab.licenseNumber?.trim() ?? '',
          by,
          on: at.toISOString().slice(0, 10),
          operation: body.operation,
        });
        if (made.leftOut.length) {
          leftOutCount++;
          if (leftOut.length < CCRS_LISTED_MAX)
            leftOut.push({ testResult: t._id, lot: t.tracabilitySampleLotId ?? '', figures: made.leftOut });
        }
        for (const row of made.rows) {
          records++;
          // the file's line: three summary rows and the column row come first
          const wrong = recordProblems(row, seen);
          if (wrong.length) {
            problemCount++;
            if (problems.length < CCRS_LISTED_MAX)
              problems.push({ line: records + 4, externalIdentifier: row.ExternalIdentifier, problems: wrong });
          }
          if (!out.write(labTestLine(row))) await once(out, 'drain');
        }
      }
    }
    out.end();
    await once(out, 'close');
    if (!results) throw badRequest(ccrsMessages.noResults);

    const fileName = fileNameOf(lab.licenseNumber?.trim() ?? '', at);
    const key = `${MEDIA.private.exports}ccrs/${newId()}/${fileName}`;
    const file = await multipartWriter(key, 'text/csv; charset=utf-8');
    await file.write(labTestHeader(by, at.toISOString().slice(0, 10), records));
    for await (const chunk of createReadStream(recordsFile, { encoding: 'utf8', highWaterMark: 1 << 20 }))
      await file.write(chunk as string);
    await file.finish();
    return {
      error: false as const,
      link: await downloadLink(key),
      fileName,
      results,
      records,
      problems,
      problemCount,
      leftOut,
      leftOutCount,
    };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
