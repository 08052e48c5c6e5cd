import * as testResultMessages from '#shared/messages/client/test-results';
import { storedMeasures, type TestResult, type TestResultBody } from '#shared/schemas/test-result';
import { getClient } from '#lib/clients/store';
import { badRequest } from '#lib/base/errors';
import { assertUploadedBy } from '#lib/uploads/store/linked';

// What a test result save keeps from the form: the lab must be a compliance lab (its name is read
// from the lab, not taken from the form), the PDFs confirmed uploads of the result's own client
// unless the result already had them, each figure a number or a non-detect as printed, and the
// safety panels as sent (a save that sends none keeps those the result had).

type Identity = Pick<TestResult, '_id' | 'dataOwner' | 'producer' | 'createdAt' | 'updatedAt'> &
  Partial<Pick<TestResult, 'lotId' | 'reviewNotes'>>;

const orNone = (s: string | undefined) => (s?.trim() ? s.trim() : undefined);

/** The result as it will be stored: the form's fields over its identity; empty optional fields are dropped. */
export async function testResultFromForm(
  body: TestResultBody,
  identity: Identity,
  before?: Pick<TestResult, 'pdfFiles' | 'approved' | 'panels'>,
): Promise<TestResult> {
  const lab = await getClient(body.testLab._id);
  if (!lab || lab.type !== 'lab') throw badRequest(`testLab: ${testResultMessages.notALab}`);
  const pdfFiles = body.pdfFiles ?? [];
  await assertUploadedBy(identity.dataOwner, pdfFiles, before?.pdfFiles ?? []);
  const { values, nonDetects } = storedMeasures(body.figures ?? {});
  return {
    ...identity,
    testLab: { _id: lab._id, name: lab.name },
    sampleTypeCategory: body.sampleTypeCategory.trim(),
    sampleType: body.sampleType.trim(),
    strain: body.strain.trim(),
    tracabilitySampleLotId: orNone(body.tracabilitySampleLotId),
    tracabilityParentLotId: orNone(body.tracabilityParentLotId),
    testDate: orNone(body.testDate),
    pdfFiles: [...new Set(pdfFiles)],
    approved: body.approved ?? before?.approved ?? false,
    ...values,
    nonDetects,
    // a form that does not show the panels keeps them; an empty object clears them
    panels: body.panels === undefined ? before?.panels : Object.keys(body.panels).length ? body.panels : undefined,
  };
}
