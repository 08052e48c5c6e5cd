import { beforeAll, describe, expect, inject, it } from 'vitest';
import * as testResultMessages from '#shared/messages/client/test-results';
import { freshCompany, memberOf } from '#test/support/producers';
import type { session } from '#test/support/session';

// A test result's safety panels (docs/data-model.md, Safety panels) through the client's routes:
// kept as sent, shown on the public lab result, kept by a save that does not send them, cleared by
// an empty set, and refused with the schema's words when they cannot be so.

const base = inject('baseUrl');

let a: ReturnType<typeof session>;
let A: string;
let lab: { _id: string; name: string };

const PANELS = {
  pesticides: {
    status: 'pass',
    analytes: [
      { name: 'Myclobutanil', reading: 'ND', unit: 'ug/g', limit: 0.2, status: 'pass' },
      { name: 'Bifenazate', reading: '<LOQ', unit: 'ug/g', limit: 0.2, status: 'pass' },
    ],
  },
  heavyMetals: {
    status: 'pass',
    analytes: [{ name: 'Lead', reading: 'value', amount: 0.14, unit: 'ug/g', limit: 1.2, status: 'pass' }],
  },
  mycotoxins: { status: 'not tested', analytes: [{ name: 'Total aflatoxins', reading: 'NT', unit: 'ug/kg' }] },
};

const certificate = (over: Record<string, unknown> = {}) => ({
  testLab: lab,
  sampleTypeCategory: 'Flower',
  sampleType: 'Indoor',
  strain: 'Clean Kush',
  approved: true,
  figures: { thc: '0.8', thcA: '24.9' },
  ...over,
});

beforeAll(async () => {
  ({ id: A } = await freshCompany({ name: 'Panels Farm' }));
  a = await memberOf(base, { processorUser: true, clientAssignment: A });
  lab = (await a.get(`/api/client/${A}/client/keypairs/labs`)).body.options[0];
  expect(lab).toBeDefined();
});

describe("a test result's safety panels", () => {
  it('keeps them as sent and shows them on the public lab result', async () => {
    const r = await a.post(`/api/client/${A}/testResult`, certificate({ panels: PANELS }));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.testResult.panels).toEqual(PANELS);
    expect((await a.get(`/api/client/${A}/testResult/${r.body.testResult._id}`)).body.testResult.panels).toEqual(
      PANELS,
    );
    const page = await fetch(`${base}/api/lab-result/${r.body.testResult.lotId}`);
    expect(page.status).toBe(200);
    expect(((await page.json()) as { testResult: { panels: unknown } }).testResult.panels).toEqual(PANELS);
  });

  it('keeps them through a save that does not send them, and clears them on an empty set', async () => {
    const t = (await a.post(`/api/client/${A}/testResult`, certificate({ panels: PANELS }))).body.testResult;
    const kept = await a.put(`/api/client/${A}/testResult/${t._id}`, certificate({ strain: 'Clean Kush #2' }));
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body.testResult).toMatchObject({ strain: 'Clean Kush #2', panels: PANELS });
    const cleared = await a.put(`/api/client/${A}/testResult/${t._id}`, certificate({ panels: {} }));
    expect(cleared.status).toBe(200);
    expect(cleared.body.testResult.panels).toBeUndefined();
  });

  it('refuses panels that cannot be so, in the schema words, and writes nothing', async () => {
    const before = (await a.get(`/api/client/${A}/testResults`)).body.testResults.length;
    const cases: [unknown, string][] = [
      [
        {
          heavyMetals: {
            status: 'fail',
            analytes: [{ name: 'Lead', reading: 'value', amount: 1.5, unit: 'ug/g', limit: 1.2, status: 'pass' }],
          },
        },
        testResultMessages.analyteOverLimitPasses('Lead'),
      ],
      [
        {
          microbials: {
            status: 'pass',
            analytes: [{ name: 'Salmonella spp.', reading: 'value', amount: 10, unit: 'CFU/g', status: 'fail' }],
          },
        },
        testResultMessages.panelPassesWithFailure('Microbials', 'Salmonella spp.'),
      ],
      [
        { mycotoxins: { status: 'not tested', analytes: [{ name: 'Ochratoxin A', reading: 'ND', unit: 'ug/kg' }] } },
        testResultMessages.notTestedPanelHasResults('Mycotoxins'),
      ],
      [
        { pesticides: { status: 'pass', analytes: [{ name: 'Bifenazate', reading: 'value', unit: 'ug/g' }] } },
        testResultMessages.analyteFigureAndReading,
      ],
      [
        {
          pesticides: {
            status: 'pass',
            analytes: [{ name: 'Bifenazate', reading: 'value', amount: '0.1', unit: 'ug/g' }],
          },
        },
        testResultMessages.analyteNotANumber,
      ],
    ];
    for (const [panels, message] of cases) {
      const r = await a.post(`/api/client/${A}/testResult`, certificate({ panels }));
      expect(r.status, JSON.stringify(panels)).toBe(400);
      expect(r.body.errorMessage).toContain(message);
    }
    expect((await a.get(`/api/client/${A}/testResults`)).body.testResults).toHaveLength(before);
  });
});
