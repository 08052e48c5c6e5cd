import type { PanelKey } from '../safety-panels.ts';
import type { MeasureKey } from './test-result.ts';

// What the platform's fields are called in a WCIA document: analytes by their chemical names in
// lower case, as the format's examples write them ('delta-9-tetrahydrocannabinol'), assays by the
// examples' test types. The certificate reader's catalogue (#lib/coa-reader/analytes) reads every
// name here back to its key (wcia-export.test.ts holds it), so a document written here and read
// there gives the same figures.

export const WCIA_NAMES: Record<MeasureKey, string> = {
  cbc: 'cannabichromene',
  cbcA: 'cannabichromenic acid',
  cbd: 'cannabidiol',
  cbdA: 'cannabidiolic acid',
  cbdV: 'cannabidivarin',
  cbdVA: 'cannabidivarinic acid',
  cbg: 'cannabigerol',
  cbgA: 'cannabigerolic acid',
  cbl: 'cannabicyclol',
  cblA: 'cannabicyclolic acid',
  cbn: 'cannabinol',
  cbnA: 'cannabinolic acid',
  d8Thc: 'delta-8-tetrahydrocannabinol',
  thc: 'delta-9-tetrahydrocannabinol',
  thcA: 'tetrahydrocannabinolic acid',
  thcAC4: 'thca-c4',
  thcV: 'delta-9-tetrahydrocannabivarin',
  thcVA: 'tetrahydrocannabivarinic acid',
  thcTotal: 'total active delta-9-tetrahydrocannabinols',
  cbdTotal: 'total active cannabidiols',
  caryophyllene: 'beta-caryophyllene',
  humulene: 'alpha-humulene',
  limonene: 'limonene',
  linalool: 'linalool',
  myrcene: 'beta-myrcene',
  ocimene: 'ocimene',
  alphaPinene: 'alpha-pinene',
  betaPinene: 'beta-pinene',
  terpinolene: 'terpinolene',
  terpeneTotal: 'total terpenes',
  bisabolol: 'alpha-bisabolol',
  camphene: 'camphene',
  camphor: 'camphor',
  carene: 'delta-3-carene',
  caryophelleneOxide: 'caryophyllene oxide',
  aCedrene: 'alpha-cedrene',
  cedrol: 'cedrol',
  citronellol: 'citronellol',
  paraCymene: 'para-cymene',
  eucalyptol: 'eucalyptol',
  farnesene: 'farnesene',
  bFarnesene: 'beta-farnesene',
  fenchol: 'fenchol',
  geraniol: 'geraniol',
  gernylAcetate: 'geranyl acetate',
  guaiol: 'guaiol',
  Isoborneol: 'isoborneol',
  isopulegol: 'isopulegol',
  bMaaliene: 'beta-maaliene',
  menthol: 'menthol',
  nerol: 'nerol',
  transNerolidol: 'trans-nerolidol',
  cisNerolidol: 'cis-nerolidol',
  aPhellandrene: 'alpha-phellandrene',
  phytol1: 'phytol isomer 1',
  phytol2: 'phytol isomer 2',
  pulegone: 'pulegone',
  sabinene: 'sabinene',
  sabineneHydrate: 'sabinene hydrate',
  selinadiene: 'selinadiene',
  aTerpinene: 'alpha-terpinene',
  gTerpinene: 'gamma-terpinene',
  terpineol: 'alpha-terpineol',
  thujene: 'alpha-thujene',
  thymol: 'thymol',
  acetone: 'acetone',
  acetonitrile: 'acetonitrile',
  benzene: 'benzene',
  nButane: 'n-butane',
  carbonTetrachloride: 'carbon tetrachloride',
  chloroform: 'chloroform',
  cyclohexane: 'cyclohexane',
  dichloromethane: 'dichloromethane',
  ethanol: 'ethanol',
  ethylAcetate: 'ethyl acetate',
  ethyleneOxide: 'ethylene oxide',
  nHeptane: 'n-heptane',
  nHexane: 'n-hexane',
  isobutane: 'isobutane',
  isopropanol: 'isopropanol',
  methanol: 'methanol',
  methylbutane2: '2-methylbutane',
  methylcyclopentane: 'methylcyclopentane',
  methylpentane3: '3-methylpentane',
  neopentane: 'neopentane',
  nPentane: 'n-pentane',
  propane: 'propane',
  tetrahydrofuran: 'tetrahydrofuran',
  toluene: 'toluene',
  mpXylene: 'm,p-xylene',
  oXylene: 'o-xylene',
};

/** The assays of the potency figures, with the analyte type of each. */
export const FIGURE_ASSAYS = {
  cannabinoid: { testType: 'cannabinoid assay', analyteType: 'cannabinoid' },
  terpene: { testType: 'terpene assay', analyteType: 'terpene' },
  solvent: { testType: 'residual solvent assay', analyteType: 'solvent' },
} as const;

/**
 * A safety panel's assay: moisture is two in WCIA (loss on drying in percent, water activity in
 * aw), told apart by the analyte's unit.
 */
export const PANEL_ASSAYS: Record<PanelKey, { testType: string; analyteType: string }> = {
  pesticides: { testType: 'pesticide assay', analyteType: 'pesticide' },
  heavyMetals: { testType: 'heavy metal assay', analyteType: 'heavy metal' },
  microbials: { testType: 'microbial assay', analyteType: 'microbe' },
  mycotoxins: { testType: 'mycotoxin assay', analyteType: 'mycotoxin' },
  moisture: { testType: 'loss on drying assay', analyteType: 'moisture' },
  foreignMatter: { testType: 'foreign matter assay', analyteType: 'foreign matter' },
  residualSolvents: { testType: 'residual solvent assay', analyteType: 'solvent' },
};
export const WATER_ACTIVITY_ASSAY = { testType: 'water activity assay', analyteType: 'wateractivity' };

/** The panel units in WCIA's spelling: µg/g is ppm, µg/kg ppb. */
export const WCIA_UNITS = { '%': 'pct', 'ug/g': 'ppm', 'ug/kg': 'ppb', 'CFU/g': 'cfu', aw: 'aw', 'ea.': 'ea' } as const;

/** The sentinels producers put in `qom` for what is not a figure. */
export const QOM_NOT_DETECTED = '-2';
export const QOM_NOT_TESTED = '-3';
