import Papa from 'papaparse';
import { MEDIA } from '#shared/media';
import * as admin from '#shared/routes/admin/users';
import { downloadLink, multipartWriter } from '#lib/aws/media';
import { eachUserPage, toRow } from '#lib/users/store/user-admin';
import { newId } from '#lib/base/ids';
import { securedRoute } from '#lib/runtime/secured-route';

/** The CSV's columns, in order: the table's row, never a login subject or session. */
export const USER_CSV_COLUMNS = [
  '_id',
  'email',
  'firstName',
  'lastName',
  'phone',
  'clientAssignment',
  'adminUser',
  'processorUser',
  'dispensaryUser',
  'serviceDataEntry',
  'serviceReview',
  'disabled',
  'passwordExpired',
  'createdAt',
  'updatedAt',
] as const;

/**
 * getUserCsv (spec 3 §2): every user, read a page at a time and written as it is read to a private
 * multipart upload, so memory holds one page and one 5 MB part whatever the number of users. A cell
 * starting with =, +, - or @ is quoted so a spreadsheet never runs it as a formula.
 */
export const handler = securedRoute(admin.getUserCsv, async () => {
  // the link's last segment is the name a browser saves it under: what it is and the day it was made
  const key = `${MEDIA.private.exports}users/${newId()}/cannastamp-users-${new Date().toISOString().slice(0, 10)}.csv`;
  const file = await multipartWriter(key, 'text/csv; charset=utf-8');
  await file.write(`${USER_CSV_COLUMNS.join(',')}\r\n`);
  for await (const users of eachUserPage()) {
    if (users.length === 0) continue;
    const rows = users.map((u) => toRow(u));
    const csv = Papa.unparse(
      { fields: [...USER_CSV_COLUMNS], data: rows.map((r) => USER_CSV_COLUMNS.map((c) => r[c] ?? '')) },
      { header: false, escapeFormulae: true, newline: '\r\n' },
    );
    await file.write(`${csv}\r\n`);
  }
  await file.finish();
  return { error: false as const, link: await downloadLink(key) };
});
