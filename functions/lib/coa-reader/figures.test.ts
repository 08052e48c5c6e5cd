import { describe, expect, it } from 'vitest';
import { readFigures } from './figures.ts';
import type { Line } from './text.ts';

// The table reading on lines laid out by hand: what a certificate of an unknown lab could print.

const cell = (text: string, x: number, y: number, w = text.length * 5) => ({
  text,
  page: 1,
  x0: x,
  y0: y,
  x1: x + w,
  y1: y + 8,
});
const line = (y: number, ...cells: [string, number][]): Line => ({
  page: 1,
  y,
  cells: cells.map(([t, x]) => cell(t, x, y)),
});
const values = (lines: Line[]) => Object.fromEntries(readFigures(lines).map((r) => [r.key, r.value]));

describe('readFigures', () => {
  it('reads the result column under a percent header, never the LOQ column beside it', () => {
    const lines = [
      line(700, ['Analyte', 40], ['LOQ', 150], ['Result', 250]),
      line(690, ['%', 155], ['%', 255]),
      line(680, ['THCa', 40], ['0.05', 150], ['21.30', 250]),
      line(670, ['CBD', 40], ['0.05', 150], ['ND', 252]),
    ];
    expect(values(lines)).toEqual({ thcA: 21.3, cbd: 'ND' });
  });

  it('divides a figure printed in mg/g only by ten and says so in the text printed', () => {
    const lines = [line(700, ['Compound', 40], ['mg/g', 250]), line(690, ['β-Myrcene', 40], ['5.90', 250])];
    expect(readFigures(lines)).toMatchObject([{ key: 'myrcene', value: 0.59, printed: '5.90 mg/g', unit: 'mg/g' }]);
  });

  it('reads nothing of a table whose header names no unit, even under a percent table', () => {
    const lines = [
      line(700, ['Analyte', 40], ['%', 250]),
      line(690, ['THCa', 40], ['21.30', 250]),
      line(600, ['Terpene', 40], ['Result', 250]),
      line(590, ['Limonene', 40], ['4.90', 250]),
    ];
    expect(values(lines)).toEqual({ thcA: 21.3 });
  });

  it('ends a row at a name the catalogue lacks, so its figures are not taken for the one before', () => {
    const lines = [
      line(700, ['Name', 30], ['%', 90], ['Name', 130], ['%', 200]),
      line(690, ['linalool', 30], ['0.33', 150], ['piperitone', 130], ['ND', 200]),
    ];
    expect(values(lines)).toEqual({});
  });

  it('takes a percent printed with the figure beside its label, not a figure without one', () => {
    const lines = [line(700, ['Total THC:', 40], ['19.25%', 100]), line(690, ['Total CBD:', 40], ['0.5', 100])];
    expect(values(lines)).toEqual({ thcTotal: 19.25 });
  });

  it('never reads a figure under a ppm or per-unit column, however near the percent column', () => {
    const lines = [
      line(700, ['Analyte', 40], ['LOQ', 150], ['Mass', 190], ['Mass', 220]),
      line(692, ['%', 152], ['%', 192], ['PPM', 222]),
      line(680, ['Camphor', 40], ['0.002 <0.002', 140], ['<20.000', 214]),
      line(670, ['Guaiol', 40], ['0.002', 150], ['0.006', 190], ['55.161', 222]),
    ];
    // camphor's LOQ and percent set as one cell are parted: its percent is '<0.002', never the ppm
    expect(values(lines)).toEqual({ camphor: '<0.002', guaiol: 0.006 });
  });

  it('takes the column a figure overlaps over a neighbour within reach', () => {
    const lines = [
      line(700, ['Terpenes', 40], ['mg/unit', 130], ['%', 179]),
      line(690, ['Limonene', 40], ['63.42', 135], ['1.812', 172]),
    ];
    expect(values(lines)).toEqual({ limonene: 1.812 });
  });

  it('leaves out a non-detect whose limit is printed in mg/g', () => {
    const lines = [line(700, ['Analyte', 40], ['mg/g', 250]), line(690, ['CBDa', 40], ['<1 mg/g', 250])];
    expect(values(lines)).toEqual({});
  });

  it('reads a figure printed percent first, then in mg/g, when the two agree', () => {
    const lines = [
      line(700, ['Analyte', 40], ['Amt', 120]),
      line(690, ['Linalool', 40], ['0.09416% 0.9416mg/g', 120]),
      line(680, ['Limonene', 40], ['0.09416% 9.416mg/g', 120]),
    ];
    expect(values(lines)).toEqual({ linalool: 0.09416 });
  });

  it('reads a total followed by its formula in the mg/g column', () => {
    const lines = [
      line(700, ['Analyte', 40], ['Conc.', 250], ['LOQ', 320]),
      line(690, ['(mg/g)', 250], ['(mg/g)', 320]),
      line(680, ['Total THC = Δ9-THC + (THCA * 0.877)', 40], ['27.10', 250]),
    ];
    expect(readFigures(lines)).toMatchObject([{ key: 'thcTotal', value: 2.71, printed: '27.10 mg/g' }]);
  });

  it('splits a name and its figure printed as one cell, never a number that is part of the name', () => {
    const lines = [
      line(700, ['#', 20], ['Name', 40], ['%', 110]),
      line(690, ['17 terpinolene 0.0093', 20]),
      line(680, ['Ocimene 2', 20], ['ND', 110]),
    ];
    expect(values(lines)).toEqual({ terpinolene: 0.0093 });
  });

  it('reads a header and a row set too tight to part their cells, each figure under its own column', () => {
    // 'LOQ Mass' one cell over '%  %  PPM'; a row's LOQ, percent and ppm as one cell
    const lines: Line[] = [
      {
        page: 1,
        y: 356,
        cells: [cell('Analyte', 310, 356), cell('LOQ Mass', 375, 356, 30), cell('Mass', 420, 356, 15)],
      },
      {
        page: 1,
        y: 348,
        cells: [cell('%', 383, 348, 5), cell('%', 400, 348, 5), cell('PPM', 421, 348, 14)],
      },
      { page: 1, y: 339, cells: [cell('β-Myrcene', 310, 339, 32), cell('0.002 0.349 3488.790', 372, 339, 63)] },
      { page: 1, y: 192, cells: [cell('Caryophyllene Oxide 0.002 0.009', 310, 192, 95), cell('94.435', 415, 192, 20)] },
    ];
    expect(values(lines)).toEqual({ myrcene: 0.349, caryophelleneOxide: 0.009 });
  });
});
