import { describe, expect, it } from 'vitest';
import * as testResultMessages from '#shared/messages/client/test-results';
import type { SafetyPanels } from '#shared/schemas/safety-panels';
import { testResultBodySchema, type TestResult } from '#shared/schemas/test-result';
import { bodyOf, checkedBody, formOf, panelFillsFrom, withRead } from './form-values.ts';
import { newAnalyte, panelsFormOf, panelsOf, reportsAny } from './panel-values.ts';

const saved: SafetyPanels = {
  pesticides: {
    status: 'pass',
    analytes: [
      { name: 'Bifenazate', reading: 'ND', unit: 'ug/g', limit: 0.2, status: 'pass' },
      { name: 'Spinosad', reading: 'value', amount: 0.05, unit: 'ug/g', limit: 0.2 },
    ],
  },
  mycotoxins: { status: 'not tested', analytes: [] },
};

/** The schema's messages on the form's values, by the path the form shows them at. */
const messagesOf = (values: ReturnType<typeof formOf>) => {
  const r = testResultBodySchema.safeParse(checkedBody(values));
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

const sample = {
  testLab: { _id: '5c43ba0000000000004c4b42', name: 'Lab' },
  sampleTypeCategory: 'Flower',
  sampleType: 'Flower - Cured',
  strain: 'Blue Dream',
};

describe('the safety panel editor values', () => {
  it('shows saved panels as typed, every panel present, and sends them back in the same shape', () => {
    const form = panelsFormOf(saved);
    expect(form.pesticides).toEqual({
      reported: true,
      status: 'pass',
      analytes: [
        { name: 'Bifenazate', reading: 'ND', amount: '', unit: 'ug/g', limit: '0.2', status: 'pass' },
        { name: 'Spinosad', reading: 'value', amount: '0.05', unit: 'ug/g', limit: '0.2', status: '' },
      ],
    });
    expect(form.heavyMetals).toEqual({ reported: false, status: 'pass', analytes: [] });
    expect(reportsAny(form)).toBe(true);
    expect(panelsOf(form)).toEqual(saved);
  });

  it('leaves out an unticked panel and a figure beside another reading, and trims names', () => {
    const form = panelsFormOf(saved);
    form.mycotoxins.reported = false;
    form.pesticides.analytes[0] = { ...form.pesticides.analytes[0]!, name: '  Bifenazate ', amount: '3' };
    form.heavyMetals = {
      reported: true,
      status: 'pass',
      analytes: [{ ...newAnalyte('heavyMetals'), name: 'Lead', reading: 'value', amount: '0.11', limit: '1,200' }],
    };
    expect(panelsOf(form)).toEqual({
      pesticides: saved.pesticides,
      heavyMetals: {
        status: 'pass',
        analytes: [{ name: 'Lead', reading: 'value', amount: 0.11, unit: 'ug/g', limit: 1200 }],
      },
    });
  });

  it('sends {} once every panel is unticked, so the save clears them', () => {
    const values = { ...formOf({ ...sample, _id: 'x', panels: saved, pdfFiles: [] } as unknown as TestResult) };
    values.panels.pesticides.reported = false;
    values.panels.mycotoxins.reported = false;
    const body = testResultBodySchema.parse(checkedBody(values));
    expect(bodyOf(body).panels).toEqual({});
  });

  it('starts a new row with the unit of the row above, else the one labs print for the panel', () => {
    expect(newAnalyte('mycotoxins').unit).toBe('ug/kg');
    expect(newAnalyte('microbials').unit).toBe('CFU/g');
    expect(newAnalyte('pesticides', { ...newAnalyte('pesticides'), unit: 'ug/kg' }).unit).toBe('ug/kg');
  });

  it("puts the schema's messages on the inputs they are about", () => {
    const values = { ...formOf(), ...sample };
    values.panels.heavyMetals = {
      reported: true,
      status: 'pass',
      analytes: [
        { name: 'Lead', reading: 'value', amount: '1.5', unit: 'ug/g', limit: '1.2', status: 'pass' },
        { name: 'Arsenic', reading: 'value', amount: 'abc', unit: 'ug/g', limit: '', status: '' },
        { name: ' ', reading: 'value', amount: '', unit: 'ug/g', limit: '', status: '' },
      ],
    };
    expect(messagesOf(values)).toEqual({
      'panels.heavyMetals.analytes.1.amount': testResultMessages.analyteNotANumber,
      'panels.heavyMetals.analytes.2.name': 'is required',
      'panels.heavyMetals.analytes.2.amount': testResultMessages.analyteFigureAndReading,
      'panels.heavyMetals.analytes.0.status': testResultMessages.analyteOverLimitPasses('Lead'),
    });
    values.panels.heavyMetals.analytes = [
      { name: 'Lead', reading: 'value', amount: '1.5', unit: 'ug/g', limit: '1.2', status: 'fail' },
    ];
    expect(messagesOf(values)).toEqual({
      'panels.heavyMetals.status': testResultMessages.panelPassesWithFailure('Heavy metals', 'Lead'),
    });
    values.panels.heavyMetals.status = 'not tested';
    expect(messagesOf(values)).toEqual({
      'panels.heavyMetals.status': testResultMessages.notTestedPanelHasResults('Heavy metals'),
    });
    // a panel with its status alone is fine
    values.panels.heavyMetals = { reported: true, status: 'fail', analytes: [] };
    expect(messagesOf(values)).toEqual({});
  });
});

describe('the safety panels read from a certificate', () => {
  const read = { panels: saved, source: "From the lab's WCIA document, file #1" };

  it('fill the editor when it reports no panel, and never mix with panels already there', () => {
    expect(panelFillsFrom(formOf(), read)).toEqual(panelsFormOf(saved));
    expect(withRead(formOf(), {}, read).panels).toEqual(panelsFormOf(saved));
    const typed = formOf();
    typed.panels.microbials = { reported: true, status: 'fail', analytes: [] };
    expect(panelFillsFrom(typed, read)).toBeUndefined();
    expect(withRead(typed, {}, read).panels.pesticides.reported).toBe(false);
    expect(panelFillsFrom(formOf(), undefined)).toBeUndefined();
  });
});
