import { describe, expect, it } from 'vitest';
import * as testResultMessages from '#shared/messages/client/test-results';
import { safetySummary } from '../safety-panels.ts';
import { safetyPanelsSchema } from './safety-panels.ts';
import { testResultBodySchema } from './test-result.ts';

const messages = (input: unknown) => {
  const r = safetyPanelsSchema.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

describe('safety panels', () => {
  it('keeps a figure, not detected, below quantitation and not tested apart', () => {
    const panels = {
      pesticides: {
        status: 'pass',
        analytes: [
          { name: 'Myclobutanil', reading: 'ND', unit: 'ug/g', limit: 0.2, status: 'pass' },
          { name: 'Bifenazate', reading: '<LOQ', unit: 'ug/g', limit: 0.2, status: 'pass' },
          { name: 'Spinosad', reading: 'value', amount: 0.05, unit: 'ug/g', limit: 0.2, status: 'pass' },
        ],
      },
      mycotoxins: { status: 'not tested', analytes: [{ name: 'Total aflatoxins', reading: 'NT', unit: 'ug/kg' }] },
    };
    expect(safetyPanelsSchema.parse(panels)).toEqual(panels);
    expect(safetySummary(safetyPanelsSchema.parse(panels))).toEqual({ pesticides: 'pass', mycotoxins: 'not tested' });
  });

  it('refuses a figure without its reading, and a reading of a value without its figure', () => {
    expect(
      messages({ heavyMetals: { status: 'pass', analytes: [{ name: 'Lead', reading: 'value', unit: 'ug/g' }] } }),
    ).toHaveLength(1);
    expect(
      messages({
        heavyMetals: { status: 'pass', analytes: [{ name: 'Lead', reading: 'ND', amount: 0.1, unit: 'ug/g' }] },
      }),
    ).toHaveLength(1);
  });

  it('refuses a pass over the limit, a passed panel with a failed analyte and results on an untested panel', () => {
    expect(
      messages({
        heavyMetals: {
          status: 'fail',
          analytes: [{ name: 'Lead', reading: 'value', amount: 1.5, unit: 'ug/g', limit: 1.2, status: 'pass' }],
        },
      }),
    ).toEqual([testResultMessages.analyteOverLimitPasses('Lead')]);
    expect(
      messages({
        microbials: {
          status: 'pass',
          analytes: [{ name: 'Salmonella spp.', reading: 'value', amount: 10, unit: 'CFU/g', status: 'fail' }],
        },
      }),
    ).toEqual([testResultMessages.panelPassesWithFailure('Microbials', 'Salmonella spp.')]);
    expect(
      messages({
        mycotoxins: { status: 'not tested', analytes: [{ name: 'Ochratoxin A', reading: 'ND', unit: 'ug/kg' }] },
      }),
    ).toEqual([testResultMessages.notTestedPanelHasResults('Mycotoxins')]);
  });

  it('refuses a panel or a unit it does not know', () => {
    expect(messages({ radiation: { status: 'pass', analytes: [] } })).not.toEqual([]);
    expect(
      messages({ heavyMetals: { status: 'pass', analytes: [{ name: 'Lead', reading: 'ND', unit: 'ppb' }] } }),
    ).not.toEqual([]);
  });

  it('rides in a test result body beside the figures', () => {
    const body = {
      testLab: { _id: '5c3fc58000000000001e8480', name: 'Lab' },
      sampleTypeCategory: 'Flower',
      sampleType: 'Indoor',
      strain: 'Clean Kush',
      panels: {
        moisture: {
          status: 'pass',
          analytes: [
            { name: 'Water activity', reading: 'value', amount: 0.52, unit: 'aw', limit: 0.65, status: 'pass' },
          ],
        },
      },
    };
    expect(testResultBodySchema.parse(body).panels).toEqual(body.panels);
    expect(safetySummary(undefined)).toBeUndefined();
    expect(safetySummary({})).toBeUndefined();
  });
});
