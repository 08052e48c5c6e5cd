import type { Lot } from '#shared/schemas/catalog';
import type { TestResult } from '#shared/schemas/test-result';
import { makeId, type DemoData } from './demo-data.ts';
import { demoPanels } from './safety-panels.ts';

// Two certificates of the demo producer as real labs print them (docs/client-test-results.md):
// a delta-8 distillate, whose badge shows the delta-8 THC, and a flower from a lab printing one
// decimal with non-detects, whose total is not flagged. Each is the test of its own parent lot,
// as a result saved through the form is; both lead the producer's Test Results list.

/** The two results and their parent lots. */
export function demoTestResults(data: Pick<DemoData, 'clients'>): { tests: TestResult[]; lots: Lot[] } {
  const producer = data.clients.find((c) => c._id === makeId(1, 0))!;
  const lab = data.clients.find((c) => c.type === 'lab')!;
  const company = { _id: producer._id, name: producer.name };
  const common = {
    dataOwner: producer._id,
    producer: producer._id,
    testLab: { _id: lab._id, name: lab.name },
    pdfFiles: [],
    approved: true,
  };
  const tests: TestResult[] = [
    {
      ...common,
      _id: makeId(7, 900),
      lotId: makeId(6, 900),
      sampleTypeCategory: 'Extract/Concentrate',
      sampleType: 'Distillate',
      strain: 'Delta Haze',
      tracabilitySampleLotId: 'S7700900',
      tracabilityParentLotId: 'P7700900',
      testDate: '2026-11-02',
      thc: 5.92,
      d8Thc: 58.97,
      cbn: 1.3,
      thcV: 0.2,
      cbg: 0.41,
      myrcene: 0.12,
      limonene: 0.31,
      nonDetects: { thcA: { printed: '<LOQ' }, cbd: { printed: 'ND' }, cbdA: { printed: 'ND' } },
      panels: demoPanels('Extract/Concentrate', 0),
      createdAt: '2026-11-03T17:00:00.000Z',
      updatedAt: '2026-11-03T17:00:00.000Z',
    },
    {
      ...common,
      _id: makeId(7, 901),
      lotId: makeId(6, 901),
      sampleTypeCategory: 'Flower',
      sampleType: 'Indoor',
      strain: 'Clean Kush',
      tracabilitySampleLotId: 'S7700901',
      tracabilityParentLotId: 'P7700901',
      testDate: '2026-11-04',
      thc: 0.8,
      thcA: 24.9,
      thcTotal: 22.6,
      cbg: 0.6,
      caryophyllene: 0.4,
      myrcene: 0.9,
      limonene: 0.3,
      nonDetects: {
        cbd: { printed: 'ND' },
        cbdA: { printed: '<0.1', limit: 0.1 },
        cbn: { printed: '<LOQ' },
        benzene: { printed: 'ND' },
        nButane: { printed: '< 0.05', limit: 0.05 },
      },
      // a lab that did not run the mycotoxins: shown as not tested, never as passed
      panels: demoPanels('Flower', 3),
      createdAt: '2026-11-05T17:00:00.000Z',
      updatedAt: '2026-11-05T17:00:00.000Z',
    },
  ];
  const lots = tests.map((t): Lot => ({
    _id: t.lotId!,
    s2sId: t.tracabilityParentLotId,
    lotType: 'parentLot',
    producer: company,
    owner: company,
    testResult: t._id,
    available: true,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  }));
  return { tests, lots };
}
