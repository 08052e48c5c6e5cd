import { describe, expect, it } from 'vitest';
import { panelNamed, readPanels, verdictOf } from './panels.ts';
import type { Line } from './text.ts';

// The safety panels' verdicts read from a certificate's words, with layouts made up here: the
// common vocabularies, a verdict beside or under its panel's name, a legend's marks, and a panel
// the certificate contradicts itself on left out.

const cell = (text: string, x: number, y: number) => ({
  text,
  page: 1,
  x0: x,
  y0: y,
  x1: x + text.length * 5,
  y1: y + 8,
});
const line = (y: number, ...cells: [string, number][]): Line => ({
  page: 1,
  y,
  cells: cells.map(([t, x]) => cell(t, x, y)),
});
const statuses = (lines: Line[]) =>
  Object.fromEntries(Object.entries(readPanels(lines).panels).map(([k, p]) => [k, p!.status]));

describe('panelNamed', () => {
  it.each([
    ['Pesticides', 'pesticides'],
    ['CATEGORY 1 PESTICIDE TEST RESULTS - 11/17/2021', 'pesticides'],
    ['Pesticide Screen (Detect/No Detect)', 'pesticides'],
    ['CHEMICAL RESIDUE ANALYSIS', 'pesticides'],
    ['Heavy Metals Lab Results', 'heavyMetals'],
    ['Compliance Microbial', 'microbials'],
    ['Microbiology:', 'microbials'],
    ['MYCOTOXIN TEST RESULTS', 'mycotoxins'],
    ['Percent Moisture (%)', 'moisture'],
    ['Water Activity (Aw)', 'waterActivity'],
    ['Filth and Foreign Material', 'foreignMatter'],
    ['Foreign Matter + Seeds:', 'foreignMatter'],
    ['[M] Residual Solvent Results', 'residualSolvents'],
  ])('%s names %s', (printed, part) => expect(panelNamed(printed)).toBe(part));

  it.each([
    'Total Contaminant Load (Pesticides)',
    'Total Mycotoxins',
    'Cannabinoids',
    'Salmonella spp.',
    'Metrc ID Tag:',
  ])('%s names no panel', (printed) => expect(panelNamed(printed)).toBeUndefined());
});

describe('verdictOf', () => {
  it.each([
    ['PASS', 'pass'],
    ['Passed', 'pass'],
    ['9.8% - Pass', 'pass'],
    ['0.41 aw - Pass', 'pass'],
    ['FAILED', 'fail'],
    ['NOT TESTED', 'not tested'],
    ['NT', 'not tested'],
  ])('%s is %s', (printed, status) => expect(verdictOf(printed)).toBe(status));

  it.each(['Tested', 'Complete', 'NE', 'P', 'Pass/Fail', 'ND'])('%s is no verdict', (printed) =>
    expect(verdictOf(printed)).toBeUndefined(),
  );
});

describe('readPanels', () => {
  it('reads a summary table, passing over the date tested and the figure judged', () => {
    const lines = [
      line(600, ['Pesticides', 300], ['11/22/2021', 420], ['Pass', 560]),
      line(590, ['Heavy Metals', 300], ['11/22/2021', 420], ['Fail', 560]),
      line(580, ['Moisture', 300], ['11/22/2021', 420], ['9.8% - Pass', 540]),
      line(570, ['Residual Solvents Lab Results', 40], ['Not Tested', 520]),
    ];
    expect(statuses(lines)).toEqual({
      pesticides: 'pass',
      heavyMetals: 'fail',
      moisture: 'pass',
      residualSolvents: 'not tested',
    });
    expect(readPanels(lines).sources.heavyMetals).toMatchObject({ page: 1, printed: 'Heavy Metals Fail' });
  });

  it('reads a label and its verdict in one cell, and two pairs on one line', () => {
    const lines = [line(400, ['Mycotoxins: PASS', 250], ['Microbes:', 260 + 100], ['PASS', 420])];
    expect(statuses(lines)).toEqual({ mycotoxins: 'pass', microbials: 'pass' });
  });

  it('stops at a cell that is neither a verdict nor what stands between: another column', () => {
    const lines = [
      line(400, ['[I] Heavy Metals Analysis', 49], ['Metrc ID Tag:', 267], ['NT', 373]),
      line(380, ['Pesticides', 40], ['LOD', 150], ['Pass/Fail', 230], ['Result', 260]),
    ];
    expect(statuses(lines)).toEqual({});
  });

  it('reads a row of names over a row of verdicts, a name on two lines included', () => {
    const lines = [
      line(
        456,
        ['Pesticides', 111],
        ['Heavy Metals', 158],
        ['Residuals', 321],
        ['Water Activity', 420],
        ['Moisture', 480],
      ),
      line(448, ['PASSED', 111], ['PASSED', 163], ['Solvents', 323], ['PASSED', 426], ['NOT TESTED', 470]),
      line(439, ['PASSED', 321]),
    ];
    expect(statuses(lines)).toEqual({
      pesticides: 'pass',
      heavyMetals: 'pass',
      residualSolvents: 'pass',
      // water activity passed, moisture not tested: the panel passed on what was tested
      moisture: 'pass',
    });
  });

  it('gives a row of verdicts to the row of names nearest it, above or below', () => {
    const lines = [
      line(511, ['Pass', 339], ['Pass', 427], ['Not Tested', 497]),
      line(493, ['Pesticides', 329], ['Microbials', 415], ['Mycotoxins', 500]),
      line(463, ['Not Tested', 323], ['Pass', 427], ['Pass', 514]),
      line(445, ['Solvents', 332], ['Metals', 423], ['Foreign Matter', 492]),
    ];
    expect(statuses(lines)).toEqual({
      pesticides: 'pass',
      microbials: 'pass',
      mycotoxins: 'not tested',
      residualSolvents: 'not tested',
      heavyMetals: 'pass',
      foreignMatter: 'pass',
    });
  });

  it('reads a summary row wrapped onto the line below, never a table beside it', () => {
    const lines = [
      line(454, ['Microbiological Screen', 121], ['MB', 242], ['MCR-TM-0006', 285], ['Bacterial (Total Aerobic)', 367]),
      line(442, ['MCR-TM-0012', 285], ['Yeast and Mold, Pathogenic', 367], ['Pass', 645]),
      line(418, ['Mycotoxin Screen', 131], ['MY', 242], ['MCR-TM-0009', 285], ['Aflatoxin B1, B2', 381]),
      line(411, ['Fail', 645]),
      // a second column's row beside a heading: its verdict is the analyte's
      line(300, ['Residual Solvent Screen - Category 2', 49], ['Cannabis Product', 232]),
      line(297, ['Ethoprophos', 330], ['ND', 404], ['0.02', 439], ['Pass', 529]),
    ];
    expect(statuses(lines)).toEqual({ microbials: 'pass', mycotoxins: 'fail' });
  });

  it('takes a sentence naming three panels for no row of names', () => {
    const words = 'For mycotoxin and pesticide contaminants the solvents were'.split(' ');
    const lines = [line(677, ...words.map((w, i) => [w, 116 + i * 50] as [string, number])), line(660, ['Pass', 266])];
    expect(statuses(lines)).toEqual({});
  });

  it('reads the marks of a grid by the certificate’s own legend', () => {
    const lines = [
      line(418, ['P = Pass', 459], ['F = Fail', 510], ['"-" = Not Tested', 379]),
      line(391, ['Pesticides', 411], ['F', 467]),
      line(348, ['Mycotoxins', 59], ['-', 117]),
    ];
    expect(statuses(lines)).toEqual({ pesticides: 'fail', mycotoxins: 'not tested' });
    // without a legend a letter says nothing
    expect(statuses(lines.slice(1))).toEqual({});
  });

  it('leaves out a panel two printings disagree on, and a moisture panel whose part is in doubt', () => {
    const lines = [
      line(600, ['Pesticides', 300], ['Pass', 560]),
      line(500, ['Pesticides', 36], ['Fail', 553]),
      line(400, ['Water Activity', 36], ['Pass', 553]),
      line(390, ['Water Activity:', 36], ['FAIL', 553]),
      line(380, ['Moisture', 36], ['Pass', 553]),
      line(370, ['Microbials', 36], ['Pass', 553]),
      line(360, ['Microbials Lab Results', 36], ['PASS', 553]),
    ];
    expect(statuses(lines)).toEqual({ microbials: 'pass' });
  });
});
