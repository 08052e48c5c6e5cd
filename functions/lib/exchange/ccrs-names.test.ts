import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { PanelKey } from '#shared/safety-panels';
import { RESIDUAL_SOLVENTS } from '#shared/schemas/test-result';
import { WCIA_NAMES } from '#shared/schemas/wcia-names';
import {
  CCRS_LEGACY_SPELLINGS,
  CCRS_TEST_NAMES,
  panelAnalyteId,
  readTestName,
  testNameOf,
  type CcrsAnalyte,
  type CcrsUnit,
} from './ccrs-names.ts';

const keyOf = (a: CcrsAnalyte) => (a.kind === 'potency' ? a.key : `${a.panel}:${a.id}`);
const keyOfName = (name: string) => {
  const read = readTestName(name);
  return read && keyOf(read.analyte);
};

const recognised = CCRS_LEGACY_SPELLINGS.filter((s) => readTestName(s));
const legacyAnalytes = new Set(recognised.map((s) => keyOfName(s)!));

// The reference the table was built from: its lists are read again here, so a name lost or
// mistyped in the module shows as a difference with the document.
const doc = readFileSync(join(import.meta.dirname, '..', '..', '..', 'docs', 'ccrs-labtest-format.md'), 'utf8');
const section = (from: string, to: string) => doc.slice(doc.indexOf(from), doc.indexOf(to));
const quoted = (line: string) => [...line.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
const numberedRows = (text: string) => text.split('\n').filter((l) => /^\| \d+ \|/.test(l));

describe('CCRS_TEST_NAMES', () => {
  it('holds the 114 current names of §2.2, in order, and Moisture Content: 115', () => {
    const current = numberedRows(section('### 2.2', '### 2.3')).map((l) => quoted(l)[0]);
    expect(current).toHaveLength(114);
    expect(CCRS_TEST_NAMES).toHaveLength(115);
    expect(
      CCRS_TEST_NAMES.map((t) => t.testName).filter((n) => n !== 'Moisture Analysis - Moisture Content (%)'),
    ).toEqual(current);
  });

  it('reads every current name back to itself, with its analyte and unit', () => {
    for (const t of CCRS_TEST_NAMES) {
      const read = readTestName(t.testName);
      expect(read, t.testName).toEqual({ analyte: t.analyte, unit: t.unit, canonical: t.testName });
      expect(testNameOf(t.analyte)).toBe(t.testName);
    }
  });

  it('gives each name its own analyte', () => {
    expect(new Set(CCRS_TEST_NAMES.map((t) => keyOf(t.analyte))).size).toBe(CCRS_TEST_NAMES.length);
  });

  it('names the analytes as the brief and the export expect', () => {
    const byName = new Map(CCRS_TEST_NAMES.map((t) => [t.testName, t.analyte]));
    expect(byName.get('Pesticide - Total Abamectin (ug/g)')).toEqual({
      kind: 'panel',
      panel: 'pesticides',
      id: 'abamectin',
      label: 'Total Abamectin',
    });
    expect(byName.get('Microbiological - Salmonella (CFU/g)')).toMatchObject({ id: 'salmonella', label: 'Salmonella' });
    expect(byName.get('Moisture Analysis - Water Activity (aw)')).toMatchObject({
      panel: 'moisture',
      id: 'water-activity',
      label: 'Water Activity',
    });
    expect(byName.get('Potency - delta-9-THC (mg/g)')).toEqual({ kind: 'potency', key: 'thc' });
    expect(CCRS_TEST_NAMES.find((t) => t.testName === 'Foreign Matter - IHE (each)')?.unit).toBe('ea.');
  });
});

describe('CCRS_LEGACY_SPELLINGS', () => {
  it('holds the 2021 list in both unit forms and every spelling of §4.1', () => {
    const list2021 = numberedRows(section('### 2.3', '### 2.4')).flatMap(quoted);
    expect(list2021).toHaveLength(93 + 78);
    const seen = section('### 4.1', '### 4.2')
      .split('\n')
      .filter((l) => /^\| [a-z_]+ \| /.test(l))
      .flatMap((l) => quoted(l.split('|').slice(4).join('|')));
    expect(seen).toHaveLength(374);
    const legacy = new Set(CCRS_LEGACY_SPELLINGS);
    expect([...list2021, ...seen].filter((s) => !legacy.has(s))).toEqual([]);
    expect(legacy.size).toBe(CCRS_LEGACY_SPELLINGS.length);
  });

  it(`recognises every legacy spelling: ${recognised.length} of ${CCRS_LEGACY_SPELLINGS.length}, ${legacyAnalytes.size} distinct analytes`, () => {
    expect(CCRS_LEGACY_SPELLINGS.filter((s) => !readTestName(s))).toEqual([]);
  });

  // hand-checked against docs/ccrs-labtest-format.md: typos, unit twins, bare and LIMS names
  const pairs: [string, string, CcrsUnit | undefined][] = [
    ['Potency - D9THC (%)', 'thc', '%'],
    ['THC', 'thc', undefined],
    ['Potency - THCA (mg/serving)', 'thcA', 'mg/serving'],
    ['d9-THCA', 'thcA', undefined],
    ['Cannabinoid D9 THCA Percent', 'thcA', '%'],
    ['Potency - Total THC ()', 'thcTotal', undefined],
    ['MAX THC', 'thcTotal', undefined],
    ['Total d9-THC', 'thcTotal', undefined],
    ['MAX CBD', 'cbdTotal', undefined],
    ['Potency - CBDA (mg/mL)', 'cbdA', 'mg/mL'],
    ['Potency - D8THC (%)', 'd8Thc', '%'],
    ['Potency - CBDV (%)', 'cbdV', '%'],
    ['Terpineol', 'terpineol', undefined],
    ['Mycotoxin - Ochratoxin (ï¿½g/kg)', 'mycotoxins:ochratoxin-a', 'ug/kg'],
    ['Mycotoxin - Aflatoxins (CFU/G)', 'mycotoxins:total-aflatoxins', 'CFU/g'],
    ['Mycotoxin - Total Aflatoxins (ppb)', 'mycotoxins:total-aflatoxins', 'ug/kg'],
    ['Aflatoxins', 'mycotoxins:total-aflatoxins', undefined],
    ['Mycotoxins-Ochratoxin A', 'mycotoxins:ochratoxin-a', undefined],
    ['Moisture & Water Activity-Water Activity (Aw)(%)', 'moisture:water-activity', 'aw'],
    ['Moisture Analysis - Water Activity (Aw)', 'moisture:water-activity', 'aw'],
    ['Moistures Analysis - Moisture Content (%)', 'moisture:moisture-content', '%'],
    ['Loss on Drying', 'moisture:moisture-content', undefined],
    ['Foreign Matter - HIE (ea)', 'foreignMatter:ihe', 'ea.'],
    ['Foreign Matter - IHE (ea.)', 'foreignMatter:ihe', 'ea.'],
    ['Foreign Matter - IHE (Boolean)', 'foreignMatter:ihe', undefined],
    ['Foreign I.H.E.', 'foreignMatter:ihe', undefined],
    ['Stems (%)', 'foreignMatter:stems', '%'],
    ['Foreign Matter (%)', 'foreignMatter:foreign-matter', '%'],
    ['Microbiological - Ste (CFU/g)', 'microbials:stec', 'CFU/g'],
    ['Microbiological - BTGN (CFU/G)', 'microbials:btgn', 'CFU/g'],
    ['Microbial- I502 panel (3)-Bile Tolerant gram neg', 'microbials:btgn', undefined],
    ['Bile Tolerant Gram Negative (BTGN)', 'microbials:btgn', undefined],
    ['Microbial- I502 panel (3)-E.coli', 'microbials:e-coli', undefined],
    ['Salmonella spp.', 'microbials:salmonella', undefined],
    ['Pb', 'heavyMetals:lead', undefined],
    ['Hg', 'heavyMetals:mercury', undefined],
    ['Heavy Metal - Cadmium (ppm)', 'heavyMetals:cadmium', 'ug/g'],
    ['Heavy Metal - Arsenic (ug/g) Heavy Metal - Arsenic (ppm)', 'heavyMetals:arsenic', 'ug/g'],
    ['Residual Solvent - Benzene (PPM)', 'residualSolvents:benzene', 'ug/g'],
    ['Residual Solvent - Dichloro-Methane (ppm)', 'residualSolvents:dichloromethane', 'ug/g'],
    ['Residual Solvent - Heptanea (ug/g)', 'residualSolvents:heptanes', 'ug/g'],
    ['Ethyl_Acetate', 'residualSolvents:ethyl-acetate', undefined],
    ['Residual Solvent - 2-Propanol (IPA) (ug/g)', 'residualSolvents:isopropanol', 'ug/g'],
    ['iso-Propanol', 'residualSolvents:isopropanol', undefined],
    ['Residual Solvent - Propanes (ppm)', 'residualSolvents:propane', 'ug/g'],
    ['Total Propanes', 'residualSolvents:propane', undefined],
    ['Total Butanes', 'residualSolvents:total-butanes', undefined],
    ['Residual Solvent - Xylenes (ug/g)', 'residualSolvents:total-xylenes', 'ug/g'],
    ['Residual Solvent - n-Hexane (ppm)', 'residualSolvents:n-hexane', 'ug/g'],
    ['Residual Solvent - Acetonitrile (ug/g)', 'residualSolvents:acetonitrile', 'ug/g'],
    ['Pesticide - Clofentizine (ppm)', 'pesticides:clofentezine', 'ug/g'],
    ['Pesticide - Kresoxin-methyl (ppm)', 'pesticides:kresoxim-methyl', 'ug/g'],
    ['Pesticide - Phosemet (ppm)', 'pesticides:phosmet', 'ug/g'],
    ['Pesticide - DDVP (dichlorvos) (ug/g)', 'pesticides:dichlorvos', 'ug/g'],
    ['Pesticide - Dichlorvos (DDVP) (ppm)', 'pesticides:dichlorvos', 'ug/g'],
    ['Pesticide - DDVP (dichlorvos)', 'pesticides:dichlorvos', undefined],
    ['Pesticide - Permethrins (total) (ppm)', 'pesticides:total-permethrins', 'ug/g'],
    ['Pesticide - Spinosads (total) (ppm)', 'pesticides:total-spinosad', 'ug/g'],
    ['Pyrethrins (Total)', 'pesticides:total-pyrethrins', undefined],
    ['Pesticide - Pyrethrin I (ppm)', 'pesticides:pyrethrin-i', 'ug/g'],
    ['Total MGK 264', 'pesticides:mgk-264', undefined],
    ['Pesticide - Abamectin (ppm)', 'pesticides:abamectin', 'ug/g'],
    ['Abamectin B1a', 'pesticides:avermectin-b1a', undefined],
  ];
  it.each(pairs)('reads %s as %s', (printed, key, unit) => {
    const read = readTestName(printed);
    expect(read && keyOf(read.analyte)).toBe(key);
    expect(read?.unit).toBe(unit);
  });

  it('answers the current name for a legacy one', () => {
    expect(readTestName('Potency - D9THC (%)')?.canonical).toBe('Potency - delta-9-THC (mg/g)');
    expect(readTestName('Pesticide - DDVP (dichlorvos) (ppm)')?.canonical).toBe('Pesticide - Dichlorvos (ug/g)');
    expect(readTestName('Residual Solvent - Propanes (ug/g)')?.canonical).toBe('Residual Solvent - Propane (ug/g)');
    expect(readTestName('Foreign Matter - IHE (ea.)')?.canonical).toBe('Foreign Matter - IHE (each)');
    // no current name: the most regular legacy spelling
    expect(readTestName('Potency - CBDV (%)')?.canonical).toBe('Potency - CBDV (%)');
  });

  it('has a current name for every analyte it reaches, but those the state does not list', () => {
    const unlisted = [...legacyAnalytes].filter((key) => {
      const read = readTestName(recognised.find((s) => keyOfName(s) === key)!)!;
      return testNameOf(read.analyte) === undefined;
    });
    expect(unlisted.sort()).toEqual(
      [
        // cannabinoids and a terpene outside the state's potency list
        'cbc',
        'cbdV',
        'cbg',
        'cbgA',
        'cbn',
        'd8Thc',
        'thcV',
        'terpineol',
        // analytes the current list lacks
        'foreignMatter:foreign-matter',
        'microbials:e-coli',
        'residualSolvents:acetonitrile',
        'residualSolvents:ethyl-ether',
      ].sort(),
    );
  });
});

describe('readTestName', () => {
  it('folds case, spaces, dashes, plural categories and micro signs', () => {
    expect(keyOfName('  pesticides \u2013  ACEPHATE  (PPM) ')).toBe('pesticides:acephate');
    expect(readTestName('Pesticide - Acephate (\u00b5g/g)')?.unit).toBe('ug/g');
    expect(readTestName('Mycotoxin - Aflatoxin B1 (\u03bcg/kg)')?.unit).toBe('ug/kg');
    expect(keyOfName('Acephate')).toBe('pesticides:acephate');
    expect(keyOfName('Potency - delta-9-THC (mg/serving)')).toBe('thc');
  });

  it('refuses what is not a collected name', () => {
    for (const name of [
      'Total Yeast and Mold',
      'Microbiological - Total Aerobic Bacteria (cfu/g)',
      'Moisture Content - Water Activity (aw)',
      'Pesticide - Acefate (ug/g)',
      'Potency - Delta-8 THC (%)',
      // a right analyte under another category, or in a unit it was never sent in
      'Heavy Metal - Acephate (ug/g)',
      'Pesticide - Acephate (CFU/g)',
      'Pesticide - Acephate ()',
      'Heavy Metal - Lead (ug/kg)',
      // two names in one cell must be one analyte in one unit
      'Heavy Metal - Arsenic (ug/g) Heavy Metal - Lead (ppm)',
      '',
    ])
      expect(readTestName(name), name).toBeUndefined();
  });
});

describe('panelAnalyteId', () => {
  it('reads the platform’s panel names', () => {
    const names: [PanelKey, string, string][] = [
      ['microbials', 'Salmonella spp.', 'salmonella'],
      ['microbials', 'Shiga toxin-producing E. coli', 'stec'],
      ['mycotoxins', 'Total aflatoxins', 'total-aflatoxins'],
      ['mycotoxins', 'Ochratoxin A', 'ochratoxin-a'],
      ['residualSolvents', 'Butanes', 'total-butanes'],
      ['residualSolvents', 'Propane', 'propane'],
      ['residualSolvents', 'Hexanes', 'total-hexanes'],
      ['foreignMatter', 'Stems over 3 mm', 'stems'],
      ['foreignMatter', 'Other foreign matter', 'seeds-or-other'],
      ['moisture', 'Water activity', 'water-activity'],
      ['moisture', 'Moisture content', 'moisture-content'],
      ['heavyMetals', 'Arsenic', 'arsenic'],
      ['pesticides', 'Abamectin', 'abamectin'],
      ['pesticides', 'Pyrethrins', 'total-pyrethrins'],
      ['pesticides', 'Spinosad', 'total-spinosad'],
      ['pesticides', 'Piperonyl butoxide', 'piperonyl-butoxide'],
      ['pesticides', 'Avermectin B1a', 'avermectin-b1a'],
    ];
    for (const [panel, name, id] of names) expect(panelAnalyteId(panel, name), name).toBe(id);
  });

  it('gives the ids readTestName gives', () => {
    const panelNames = CCRS_TEST_NAMES.flatMap((t) => (t.analyte.kind === 'panel' ? [t.analyte] : []));
    expect(panelNames.length).toBe(CCRS_TEST_NAMES.length - 6);
    for (const a of panelNames) expect(panelAnalyteId(a.panel, a.label)).toBe(a.id);
  });

  it('refuses what the state has no test for, and a name in another panel', () => {
    expect(panelAnalyteId('microbials', 'Total yeast and mold')).toBeUndefined();
    expect(panelAnalyteId('pesticides', 'Salmonella spp.')).toBeUndefined();
    expect(panelAnalyteId('pesticides', 'THC')).toBeUndefined();
  });

  it('reads the WCIA solvent names of the form, whose figures the export writes', () => {
    const written = RESIDUAL_SOLVENTS.filter((key) => {
      const id = panelAnalyteId('residualSolvents', WCIA_NAMES[key]);
      return id && testNameOf({ kind: 'panel', panel: 'residualSolvents', id, label: WCIA_NAMES[key] });
    });
    // the rest (m,p-xylene, carbon tetrachloride, acetonitrile…) have no TestName
    expect(written).toEqual([
      'acetone',
      'benzene',
      'nButane',
      'chloroform',
      'cyclohexane',
      'dichloromethane',
      'ethanol',
      'ethylAcetate',
      'nHeptane',
      'nHexane',
      'isobutane',
      'isopropanol',
      'methanol',
      'methylbutane2',
      'neopentane',
      'nPentane',
      'propane',
      'toluene',
      'oXylene',
    ]);
  });
});

describe('testNameOf', () => {
  it('names by id and panel, whatever the label', () => {
    expect(testNameOf({ kind: 'panel', panel: 'pesticides', id: 'abamectin', label: 'Abamectin' })).toBe(
      'Pesticide - Total Abamectin (ug/g)',
    );
    expect(testNameOf({ kind: 'panel', panel: 'heavyMetals', id: 'abamectin', label: 'Abamectin' })).toBeUndefined();
    expect(testNameOf({ kind: 'potency', key: 'thcTotal' })).toBe('Potency - Total THC (mg/g)');
    expect(testNameOf({ kind: 'potency', key: 'cbg' })).toBeUndefined();
  });
});
