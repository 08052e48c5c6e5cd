import type { PanelKey } from '#shared/safety-panels';
import type { Analyte } from '#shared/schemas/safety-panels';
import type { MeasureKey } from '#shared/schemas/test-result';

// The TestNames of Washington's CCRS LabTest file (docs/ccrs-labtest-format.md §2, §4). The state
// names a test '<Category> - <Analyte> (<unit>)', but its list changed in Dec 2024 and labs have
// sent many other spellings that the state accepted (bare names, ppm for ug/g, typos, LIMS names),
// so an import must know them all while an export writes only the current ones. Recognition is by
// whole name from the collected spellings: case, spacing, dashes, the category word and the unit
// are folded, but a name is never guessed from a near spelling, since a wrong analyte is worse
// than a refused line.

/** Units a TestName carries in its parentheses, in the platform's spelling (ppm is ug/g, ppb ug/kg, 'ea.'/'each' one, CFU/G CFU/g…). */
export type CcrsUnit = '%' | 'mg/g' | 'mg/mL' | 'mg/serving' | 'ug/g' | 'ug/kg' | 'CFU/g' | 'aw' | 'ea.';

/** What a TestName measures: a potency figure of the form (percent fields, by MeasureKey), or an analyte of a safety panel. */
export type CcrsAnalyte =
  { kind: 'potency'; key: MeasureKey } | { kind: 'panel'; panel: PanelKey; id: string; label: string };

export interface CcrsTestName {
  testName: string;
  analyte: CcrsAnalyte;
  unit: CcrsUnit;
}

/** A unit as printed, plus the two printed parentheses that carry none: empty '()' (potency) and '(Boolean)' (IHE). */
type UnitToken = CcrsUnit | 'empty' | 'boolean';
type Scope = 'potency' | PanelKey;

// The state's equivalences (ug/g = ppm, ug/kg = ppb, §2.1); 'ï¿½g' is a µg written in the wrong
// encoding, seen in real extracts (§4.1).
const UNIT_SPELLINGS = new Map<string, UnitToken>([
  ['%', '%'],
  ['mg/g', 'mg/g'],
  ['mg/ml', 'mg/mL'],
  ['mg/serving', 'mg/serving'],
  ['ug/g', 'ug/g'],
  ['ppm', 'ug/g'],
  ['ug/kg', 'ug/kg'],
  ['ppb', 'ug/kg'],
  ['cfu/g', 'CFU/g'],
  ['aw', 'aw'],
  ['ea.', 'ea.'],
  ['ea', 'ea.'],
  ['each', 'ea.'],
  ['', 'empty'],
  ['boolean', 'boolean'],
]);
const unitToken = (inner: string) =>
  UNIT_SPELLINGS.get(inner.replace(/ï¿½|[\u00b5\u03bc\ufffd]/g, 'u').replace(/\s+/g, ''));

// The category words before ' - ', singular as the state writes them, plural as labs did
// ('Pesticides - ', 'Mycotoxins-'), and the typo and LIMS panel names of §4.1.
const CATEGORY_WORDS: readonly (readonly [string, Scope])[] = [
  ['potency', 'potency'],
  ['pesticide', 'pesticides'],
  ['pesticides', 'pesticides'],
  ['heavy metal', 'heavyMetals'],
  ['heavy metals', 'heavyMetals'],
  ['microbiological', 'microbials'],
  ['microbial- i502 panel (3)', 'microbials'],
  ['mycotoxin', 'mycotoxins'],
  ['mycotoxins', 'mycotoxins'],
  ['moisture analysis', 'moisture'],
  ['moistures analysis', 'moisture'],
  ['foreign matter', 'foreignMatter'],
  ['residual solvent', 'residualSolvents'],
  ['residual solvents', 'residualSolvents'],
];

/** A whole name folded: dashes of every kind as '-', runs of spaces as one, lower case. */
const fold = (s: string) =>
  s
    .replace(/[\u2010-\u2015\u2212\ufe58\ufe63\uff0d]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
/** An analyte's name folded further: hyphen, underscore and space are one separator ('Ethyl_Acetate', 'd9-THC', 'Dichloro-Methane'). */
const foldAnalyte = (s: string) =>
  fold(s)
    .replace(/[\s_-]+/g, ' ')
    .trim();

const slug = (label: string) =>
  label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

interface Entry {
  analyte: CcrsAnalyte;
  scope: Scope;
  /** The state's current TestName; absent for analytes labs sent that the current list lacks. */
  current?: string;
  /** What readTestName answers as the name: the current one, else the most regular legacy spelling. */
  canonical: string;
  /** The analyte's spellings, without category or unit. */
  names: readonly string[];
  /** The units a spelling of it may carry: those seen, not every unit there is. */
  units: readonly UnitToken[];
}

const STATE_NAME = /^(.+?) - (.+) \(([^()]*)\)$/;

/** A name of the table split into category, analyte and unit; a table that does not parse is a mistake in this file. */
function parts(name: string): { scope: Scope; label: string; unit: UnitToken } {
  const [, category = '', label = '', printedUnit = ''] = STATE_NAME.exec(name) ?? [];
  const scope = CATEGORY_WORDS.find(([word]) => word === fold(category))?.[1];
  const unit = unitToken(fold(printedUnit));
  if (!label || !scope || !unit) throw new Error(`ccrs-names: '${name}' is not '<Category> - <Analyte> (<unit>)'`);
  return { scope, label, unit };
}

// Potency was '(%)' in 2021 with mg/g, mg/mL and mg/serving for end products, is '(mg/g)' since
// Dec 2024 and may still be mg/mL or mg/serving (§2.2, §2.3); labs also sent an empty '()'.
const POTENCY_UNITS: readonly UnitToken[] = ['%', 'mg/g', 'mg/mL', 'mg/serving', 'empty'];

/** A potency figure: its current name (or, with current false, the legacy name labs sent) and its other spellings. */
function potency(key: MeasureKey, name: string, also: readonly string[] = [], current = true): Entry {
  const [, , label = name] = STATE_NAME.exec(name) ?? [];
  return {
    analyte: { kind: 'potency', key },
    scope: 'potency',
    current: current ? name : undefined,
    canonical: name,
    names: [label, ...also],
    units: POTENCY_UNITS,
  };
}

/** A panel analyte the current list names; its id is its analyte part's slug unless given, its label the analyte part. */
function named(
  name: string,
  o: { id?: string; also?: readonly string[]; units?: readonly (Analyte['unit'] | 'boolean')[] } = {},
): Entry {
  const { scope, label, unit } = parts(name);
  if (scope === 'potency') throw new Error(`ccrs-names: '${name}' is potency`);
  return {
    analyte: { kind: 'panel', panel: scope, id: o.id ?? slug(label), label },
    scope,
    current: name,
    canonical: name,
    names: [label, ...(o.also ?? [])],
    units: o.units ?? [unit],
  };
}

/** A panel analyte labs sent that the current list has no name for: the export cannot write it. */
function unnamed(
  panel: PanelKey,
  label: string,
  canonical: string,
  units: readonly Analyte['unit'][],
  also: readonly string[] = [],
): Entry {
  return {
    analyte: { kind: 'panel', panel, id: slug(label), label },
    scope: panel,
    canonical,
    names: [label, ...also],
    units,
  };
}

// The analytes in the order of the current list (§2.2), each with the spellings of §2.3, §2.4 and
// §4 that are not its current analyte part; the analytes the current list lacks follow their panel.
const ENTRIES: readonly Entry[] = [
  potency('thc', 'Potency - delta-9-THC (mg/g)', ['D9THC', 'd9-THC', 'THC']),
  potency('thcA', 'Potency - delta-9-THCA (mg/g)', ['D9THCA', 'd9-THCA', 'THCA']),
  potency('cbd', 'Potency - CBD (mg/g)'),
  potency('cbdA', 'Potency - CBDA (mg/g)'),
  // Cannlytics reads all three as total THC (§4.1)
  potency('thcTotal', 'Potency - Total THC (mg/g)', ['Total d9-THC', 'MAX THC']),
  potency('cbdTotal', 'Potency - Total CBD (mg/g)', ['MAX CBD']),
  // cannabinoids the state never listed, which labs sent anyway (§4.1): read, never written
  potency('cbdV', 'Potency - CBDV (%)', [], false),
  potency('thcV', 'Potency - THCV (%)', [], false),
  potency('cbg', 'Potency - CBG (%)', [], false),
  potency('cbgA', 'Potency - CBGA (%)', [], false),
  potency('cbn', 'Potency - CBN (%)', [], false),
  potency('d8Thc', 'Potency - D8THC (%)', [], false),
  potency('cbc', 'Potency - CBC (%)', [], false),
  // a terpene, sent bare and without a unit (§4.1); the form keeps it as alpha-terpineol
  potency('terpineol', 'Terpineol', [], false),

  // 'Aflatoxins' and 'Ochratoxin' came with a CFU/G unit in real data (§4.1), kept as printed
  named('Mycotoxin - Total Aflatoxins (ug/kg)', { also: ['Aflatoxins'], units: ['ug/kg', 'CFU/g'] }),
  named('Mycotoxin - Aflatoxin B1 (ug/kg)'),
  named('Mycotoxin - Aflatoxin B2 (ug/kg)'),
  named('Mycotoxin - Aflatoxin G1 (ug/kg)'),
  named('Mycotoxin - Aflatoxin G2 (ug/kg)'),
  named('Mycotoxin - Ochratoxin A (ug/kg)', { also: ['Ochratoxin'], units: ['ug/kg', 'CFU/g'] }),

  named('Moisture Analysis - Water Activity (aw)'),
  // dropped from the current list but still sent (§2.4): the one name beyond the 114
  named('Moisture Analysis - Moisture Content (%)', { also: ['Loss on Drying', 'Moisture'] }),

  // insects, hair, excreta: a count, though labs also printed it as % or a Boolean (§4.1)
  named('Foreign Matter - IHE (each)', { also: ['HIE', 'Foreign I.H.E.'], units: ['ea.', '%', 'boolean'] }),
  named('Foreign Matter - Stems (%)'),
  named('Foreign Matter - Seeds or Other (%)'),
  // the panel's whole figure, which the state does not ask for
  unnamed('foreignMatter', 'Foreign Matter', 'Foreign Matter (%)', ['%']),

  named('Microbiological - BTGN (CFU/g)', {
    also: ['Bile Tolerant gram neg', 'Bile Tolerant Gram Negative (BTGN)'],
  }),
  named('Microbiological - Salmonella (CFU/g)', { also: ['Salmonella spp.'] }),
  named('Microbiological - STEC (CFU/g)', { also: ['Ste', 'Shiga toxin-producing Escherichia coli (STEC)'] }),
  // the I-502 panel's E. coli: not said to be the Shiga toxin-producing kind, so not STEC
  unnamed('microbials', 'E. coli', 'E Coli', ['CFU/g'], ['E.coli', 'E Coli']),

  named('Heavy Metal - Arsenic (ug/g)', { also: ['As'] }),
  named('Heavy Metal - Cadmium (ug/g)', { also: ['Cd'] }),
  named('Heavy Metal - Lead (ug/g)', { also: ['Pb'] }),
  named('Heavy Metal - Mercury (ug/g)', { also: ['Hg'] }),

  named('Residual Solvent - Acetone (ug/g)'),
  named('Residual Solvent - Benzene (ug/g)'),
  named('Residual Solvent - Total Butanes (ug/g)', { also: ['Butanes'] }),
  named('Residual Solvent - n-Butane (ug/g)'),
  named('Residual Solvent - Isobutane (ug/g)'),
  named('Residual Solvent - Cyclohexane (ug/g)'),
  named('Residual Solvent - Chloroform (ug/g)'),
  named('Residual Solvent - Dichloromethane (ug/g)', { also: ['Dichloro-Methane'] }),
  named('Residual Solvent - Ethanol (ug/g)'),
  named('Residual Solvent - Ethyl Acetate (ug/g)', { also: ['Ethyl_Acetate'] }),
  // before Dec 2024 'Heptanes' was the only heptane test, so the singular and its typo are it
  named('Residual Solvent - Heptanes (ug/g)', { also: ['Heptane', 'Heptanea', 'Total Heptanes'] }),
  named('Residual Solvent - n-Heptane (ug/g)'),
  named('Residual Solvent - Total Hexanes (ug/g)', { also: ['Hexanes'] }),
  named('Residual Solvent - n-Hexane (ug/g)'),
  named('Residual Solvent - Isopropanol (ug/g)', { also: ['2-Propanol (IPA)', 'iso-Propanol'] }),
  named('Residual Solvent - Methanol (ug/g)'),
  named('Residual Solvent - Total Pentanes (ug/g)', { also: ['Pentanes'] }),
  named('Residual Solvent - n-Pentane (ug/g)'),
  named('Residual Solvent - Isopentane (ug/g)'),
  named('Residual Solvent - Neopentane (ug/g)'),
  // 'Propanes' of 2021 became 'Propane' (§2.4): one test
  named('Residual Solvent - Propane (ug/g)', { also: ['Propanes', 'Total Propanes'] }),
  named('Residual Solvent - Toluene (ug/g)'),
  named('Residual Solvent - Total Xylenes (ug/g)', { also: ['Xylenes'] }),
  named('Residual Solvent - ortho-Xylene (ug/g)'),
  unnamed('residualSolvents', 'Acetonitrile', 'Residual Solvent - Acetonitrile (ug/g)', ['ug/g']),
  unnamed('residualSolvents', 'Ethyl Ether', 'Residual Solvent - Ethyl Ether (ug/g)', ['ug/g']),

  // WAC 314-55-108 names it Abamectin (the sum of avermectins B1a and B1b), and OpenTHC doubts the
  // state's 'Total Abamectin'; the id follows the rule, not the doubtful name
  named('Pesticide - Total Abamectin (ug/g)', { id: 'abamectin', also: ['Abamectin'] }),
  // 'Abamectin B1a' is avermectin B1a by name, though Cannlytics filed it under abamectin
  named('Pesticide - Avermectin B1a (ug/g)', { also: ['Abamectin B1a'] }),
  named('Pesticide - Avermectin B1b (ug/g)'),
  named('Pesticide - Acephate (ug/g)'),
  named('Pesticide - Acequinocyl (ug/g)'),
  named('Pesticide - Acetamiprid (ug/g)'),
  named('Pesticide - Aldicarb (ug/g)'),
  named('Pesticide - Azoxystrobin (ug/g)'),
  named('Pesticide - Bifenazate (ug/g)'),
  named('Pesticide - Bifenthrin (ug/g)'),
  named('Pesticide - Boscalid (ug/g)'),
  named('Pesticide - Carbaryl (ug/g)'),
  named('Pesticide - Carbofuran (ug/g)'),
  named('Pesticide - Chlorantraniliprole (ug/g)'),
  named('Pesticide - Chlorfenapyr (ug/g)'),
  named('Pesticide - Chlorpyrifos (ug/g)'),
  // the 2021 list's typo, corrected in Dec 2024
  named('Pesticide - Clofentezine (ug/g)', { also: ['Clofentizine'] }),
  named('Pesticide - Cyfluthrin (ug/g)'),
  named('Pesticide - Cypermethrin (ug/g)'),
  named('Pesticide - Daminozide (ug/g)'),
  named('Pesticide - Dichlorvos (ug/g)', { also: ['DDVP (dichlorvos)', 'Dichlorvos (DDVP)'] }),
  named('Pesticide - Diazinon (ug/g)'),
  named('Pesticide - Dimethoate (ug/g)'),
  named('Pesticide - Ethoprophos (ug/g)'),
  named('Pesticide - Etofenprox (ug/g)'),
  named('Pesticide - Etoxazole (ug/g)'),
  named('Pesticide - Fenoxycarb (ug/g)'),
  named('Pesticide - Fenpyroximate (ug/g)'),
  named('Pesticide - Fipronil (ug/g)'),
  named('Pesticide - Flonicamid (ug/g)'),
  named('Pesticide - Fludioxonil (ug/g)'),
  named('Pesticide - Hexythiazox (ug/g)'),
  named('Pesticide - Imazalil (ug/g)'),
  named('Pesticide - Imidacloprid (ug/g)'),
  named('Pesticide - Kresoxim-methyl (ug/g)', { also: ['Kresoxin-methyl'] }),
  named('Pesticide - Malathion (ug/g)'),
  named('Pesticide - Metalaxyl (ug/g)'),
  named('Pesticide - Methiocarb (ug/g)'),
  named('Pesticide - Methomyl (ug/g)'),
  named('Pesticide - Methyl parathion (ug/g)'),
  named('Pesticide - MGK-264 (ug/g)', { also: ['Total MGK 264'] }),
  named('Pesticide - Myclobutanil (ug/g)'),
  named('Pesticide - Naled (ug/g)'),
  named('Pesticide - Oxamyl (ug/g)'),
  named('Pesticide - Paclobutrazol (ug/g)'),
  named('Pesticide - Total Permethrins (ug/g)', { also: ['Permethrins', 'Permethrins (total)'] }),
  named('Pesticide - cis-Permethrin (ug/g)'),
  named('Pesticide - trans-Permethrin (ug/g)'),
  named('Pesticide - Phosmet (ug/g)', { also: ['Phosemet'] }),
  named('Pesticide - Piperonyl butoxide (ug/g)'),
  named('Pesticide - Prallethrin (ug/g)'),
  named('Pesticide - Propiconazole (ug/g)'),
  named('Pesticide - Propoxur (ug/g)'),
  // 'Pyrethrins I' is the group the 2021 limit sums (pyrethrin I, cinerin I, jasmolin I, §2.5)
  named('Pesticide - Total Pyrethrins (ug/g)', { also: ['Pyrethrins', 'Pyrethrins (Total)', 'Pyrethrins I'] }),
  named('Pesticide - Pyrethrin I (ug/g)'),
  named('Pesticide - Pyrethrin II (ug/g)'),
  named('Pesticide - Pyridaben (ug/g)'),
  named('Pesticide - Total Spinosad (ug/g)', { also: ['Spinosad', 'Spinosads (total)', 'Total Spinosads'] }),
  named('Pesticide - Spinosyn A (ug/g)'),
  named('Pesticide - Spinosyn D (ug/g)'),
  named('Pesticide - Spiromesifen (ug/g)'),
  named('Pesticide - Spirotetramat (ug/g)'),
  named('Pesticide - Spiroxamine (ug/g)'),
  named('Pesticide - Tebuconazole (ug/g)'),
  named('Pesticide - Thiacloprid (ug/g)'),
  named('Pesticide - Thiamethoxam (ug/g)'),
  named('Pesticide - Trifloxystrobin (ug/g)'),
];

const keyOf = (a: CcrsAnalyte) => (a.kind === 'potency' ? a.key : `${a.panel}:${a.id}`);

/** Spellings → entry; two analytes sharing a spelling is a mistake in this file, refused at load. */
function index(pairs: Iterable<readonly [string, Entry]>): Map<string, Entry> {
  const map = new Map<string, Entry>();
  for (const [name, entry] of pairs) {
    const folded = foldAnalyte(name);
    const before = map.get(folded);
    if (before && before !== entry) throw new Error(`ccrs-names: '${name}' names two analytes`);
    map.set(folded, entry);
  }
  return map;
}

const BY_KEY = new Map(ENTRIES.map((e) => [keyOf(e.analyte), e]));
if (BY_KEY.size !== ENTRIES.length) throw new Error('ccrs-names: two entries of one analyte');
const SPELLINGS = index(ENTRIES.flatMap((e) => e.names.map((n) => [n, e] as const)));

const entryAt = (key: string) => {
  const entry = BY_KEY.get(key);
  if (!entry) throw new Error(`ccrs-names: no analyte ${key}`);
  return entry;
};

// Whole names that do not fit '<category> - <analyte> (<unit>)': the LIMS moisture names carry
// two units, of which the first is the figure's, and the 2021 spec's example is prose.
const VERBATIM = new Map<string, { entry: Entry; unit: UnitToken }>(
  (
    [
      ['Moisture & Water Activity-Moisture(%)', 'moisture:moisture-content', '%'],
      ['Moisture & Water Activity-Water Activity (Aw)(%)', 'moisture:water-activity', 'aw'],
      ['Cannabinoid D9 THCA Percent', 'thcA', '%'],
    ] as const
  ).map(([name, key, unit]) => [fold(name), { entry: entryAt(key), unit }]),
);

/**
 * Names certificates give a panel's analytes that no TestName spelling covers, by panel: the
 * platform's own panel names, the WCIA solvent names the form's figures carry, isomers by another
 * name. Only panelAnalyteId reads them: a CCRS file never carried them.
 */
function certificateNames(): ReadonlyMap<PanelKey, ReadonlyMap<string, Entry>> {
  const names: readonly (readonly [PanelKey, string, readonly string[]])[] = [
    ['microbials', 'stec', ['Shiga toxin-producing E. coli', 'Shiga toxin-producing Escherichia coli']],
    ['microbials', 'btgn', ['Bile-tolerant gram-negative bacteria', 'Bile tolerant gram negative']],
    ['foreignMatter', 'stems', ['Stems over 3 mm']],
    // the 2021 user guide calls it 'Seeds and Other' (§2.5)
    ['foreignMatter', 'seeds-or-other', ['Other foreign matter', 'Seeds and other']],
    // isopentane is 2-methylbutane
    ['residualSolvents', 'isopentane', ['2-methylbutane']],
    ['residualSolvents', 'ortho-xylene', ['o-xylene']],
  ];
  const byPanel = new Map<PanelKey, Map<string, Entry>>();
  for (const [panel, id, spellings] of names) {
    const entry = entryAt(`${panel}:${id}`);
    const map = byPanel.get(panel) ?? new Map<string, Entry>();
    for (const n of spellings) map.set(foldAnalyte(n), entry);
    byPanel.set(panel, map);
  }
  return byPanel;
}
const CERTIFICATE_NAMES = certificateNames();
const NO_NAMES: ReadonlyMap<string, Entry> = new Map();

const UNIT_AT_END = /\s*\(([^()]*)\)$/;

/** A folded name read against spellings: its optional category, its analyte, its optional unit(s). */
function readParts(s: string, spellings: ReadonlyMap<string, Entry>): { entry: Entry; unit?: UnitToken } | undefined {
  let rest = s;
  let scope: Scope | undefined;
  for (const [word, wordScope] of CATEGORY_WORDS) {
    const sep = rest.startsWith(word) ? /^\s*-\s*/.exec(rest.slice(word.length)) : null;
    if (sep) {
      scope = wordScope;
      rest = rest.slice(word.length + sep[0].length);
      break;
    }
  }
  // units from the end, so 'DDVP (dichlorvos) (ug/g)' keeps its '(dichlorvos)'; Cannlytics met
  // 'Abamectin (ppm) (ppm)', so a unit given twice is one
  const units: UnitToken[] = [];
  for (;;) {
    const m = UNIT_AT_END.exec(rest);
    const unit = m ? unitToken(m[1] ?? '') : undefined;
    if (!m || !unit) break;
    units.unshift(unit);
    rest = rest.slice(0, m.index);
  }
  const entry = spellings.get(foldAnalyte(rest));
  if (!entry || (scope && scope !== entry.scope)) return undefined;
  if (units.some((u) => u !== units[0]) || (units[0] && !entry.units.includes(units[0]))) return undefined;
  return { entry, unit: units[0] };
}

// a copy of the analyte, so a caller cannot change the table
const answer = (entry: Entry, unit: UnitToken | undefined) => ({
  analyte: { ...entry.analyte },
  unit: unit === 'empty' || unit === 'boolean' ? undefined : unit,
  canonical: entry.current ?? entry.canonical,
});

/** A TestName as a file spells it → what it measures, its unit, and the current name; undefined when not recognised. */
export function readTestName(
  printed: string,
): { analyte: CcrsAnalyte; unit: CcrsUnit | undefined; canonical: string } | undefined {
  const s = fold(printed);
  const verbatim = VERBATIM.get(s);
  if (verbatim) return answer(verbatim.entry, verbatim.unit);
  const read = readParts(s, SPELLINGS);
  if (read) return answer(read.entry, read.unit);
  // OpenTHC's 2022 stub wrote both unit forms in one cell, 'Heavy Metal - Arsenic (ug/g) Heavy
  // Metal - Arsenic (ppm)' (§4.2): two whole names of one analyte in one unit
  for (let at = s.indexOf(') '); at >= 0; at = s.indexOf(') ', at + 1)) {
    const left = readParts(s.slice(0, at + 1), SPELLINGS);
    const right = left?.unit && readParts(s.slice(at + 2), SPELLINGS);
    if (left && right && right.entry === left.entry && right.unit === left.unit) return answer(left.entry, left.unit);
  }
  return undefined;
}

/** A certificate's analyte name inside one of the platform's panels (no category, maybe no unit: 'Salmonella spp.', 'Shiga toxin-producing E. coli', 'Total aflatoxins', 'Butanes', 'Stems over 3 mm', 'Water activity', 'Moisture content', 'Abamectin', 'Pyrethrins', 'Spinosad') → the analyte id (the same ids readTestName gives), or undefined. */
export function panelAnalyteId(panel: PanelKey, name: string): string | undefined {
  const read = readTestName(name);
  const analyte = read ? read.analyte : readParts(fold(name), CERTIFICATE_NAMES.get(panel) ?? NO_NAMES)?.entry.analyte;
  return analyte?.kind === 'panel' && analyte.panel === panel ? analyte.id : undefined;
}

/** The current TestName of an analyte id (or potency key), for the export; undefined when the state has no name for it. */
export function testNameOf(analyte: CcrsAnalyte): string | undefined {
  return BY_KEY.get(keyOf(analyte))?.current;
}

/** The state's current names (the 114 of §2.2, plus 'Moisture Analysis - Moisture Content (%)' which the 2021 list had and labs still send): what the export writes. */
export const CCRS_TEST_NAMES: readonly CcrsTestName[] = ENTRIES.flatMap((e) => {
  if (!e.current) return [];
  const { unit } = parts(e.current);
  // no current name is without a unit; the guard only narrows the type
  if (unit === 'empty' || unit === 'boolean') return [];
  return [{ testName: e.current, analyte: e.analyte, unit }];
});

// The 2021 list as OpenTHC transcribed the state's PDF (§2.3), each name in its ug/g form. §2.4's
// old names are these, plus 'Foreign Matter - IHE (ea.)' below.
const LIST_2021 = [
  'Potency - D9THC (%)',
  'Potency - D9THCA (%)',
  'Potency - CBD (%)',
  'Potency - CBDA (%)',
  'Potency - Total THC (%)',
  'Potency - Total CBD (%)',
  'Mycotoxin - Ochratoxin A (ug/kg)',
  'Mycotoxin - Total Aflatoxins (ug/kg)',
  'Moisture Analysis - Water Activity (aw)',
  'Moisture Analysis - Moisture Content (%)',
  'Foreign Matter - Stems (%)',
  'Foreign Matter - Seeds or Other (%)',
  'Microbiological - BTGN (CFU/g)',
  'Microbiological - Salmonella (CFU/g)',
  'Microbiological - STEC (CFU/g)',
  'Heavy Metal - Arsenic (ug/g)',
  'Heavy Metal - Cadmium (ug/g)',
  'Heavy Metal - Lead (ug/g)',
  'Heavy Metal - Mercury (ug/g)',
  'Residual Solvent - Acetone (ug/g)',
  'Residual Solvent - Benzene (ug/g)',
  'Residual Solvent - Butanes (ug/g)',
  'Residual Solvent - Cyclohexane (ug/g)',
  'Residual Solvent - Chloroform (ug/g)',
  'Residual Solvent - Dichloromethane (ug/g)',
  'Residual Solvent - Ethyl Acetate (ug/g)',
  'Residual Solvent - Heptanes (ug/g)',
  'Residual Solvent - Hexanes (ug/g)',
  'Residual Solvent - Isopropanol (ug/g)',
  'Residual Solvent - Methanol (ug/g)',
  'Residual Solvent - Pentanes (ug/g)',
  'Residual Solvent - Propanes (ug/g)',
  'Residual Solvent - Toluene (ug/g)',
  'Residual Solvent - Xylenes (ug/g)',
  'Pesticide - Abamectin (ug/g)',
  'Pesticide - Acephate (ug/g)',
  'Pesticide - Acequinocyl (ug/g)',
  'Pesticide - Acetamiprid (ug/g)',
  'Pesticide - Aldicarb (ug/g)',
  'Pesticide - Azoxystrobin (ug/g)',
  'Pesticide - Bifenazate (ug/g)',
  'Pesticide - Bifenthrin (ug/g)',
  'Pesticide - Boscalid (ug/g)',
  'Pesticide - Carbaryl (ug/g)',
  'Pesticide - Carbofuran (ug/g)',
  'Pesticide - Chlorantraniliprole (ug/g)',
  'Pesticide - Chlorfenapyr (ug/g)',
  'Pesticide - Chlorpyrifos (ug/g)',
  'Pesticide - Clofentizine (ug/g)',
  'Pesticide - Cyfluthrin (ug/g)',
  'Pesticide - Cypermethrin (ug/g)',
  'Pesticide - Daminozide (ug/g)',
  'Pesticide - DDVP (dichlorvos) (ug/g)',
  'Pesticide - Diazinon (ug/g)',
  'Pesticide - Dimethoate (ug/g)',
  'Pesticide - Ethoprophos (ug/g)',
  'Pesticide - Etofenprox (ug/g)',
  'Pesticide - Etoxazole (ug/g)',
  'Pesticide - Fenoxycarb (ug/g)',
  'Pesticide - Fenpyroximate (ug/g)',
  'Pesticide - Fipronil (ug/g)',
  'Pesticide - Flonicamid (ug/g)',
  'Pesticide - Fludioxonil (ug/g)',
  'Pesticide - Hexythiazox (ug/g)',
  'Pesticide - Imazalil (ug/g)',
  'Pesticide - Imidacloprid (ug/g)',
  'Pesticide - Kresoxim-Methyl (ug/g)',
  'Pesticide - Malathion (ug/g)',
  'Pesticide - Metalaxyl (ug/g)',
  'Pesticide - Methiocarb (ug/g)',
  'Pesticide - Methomyl (ug/g)',
  'Pesticide - Methyl parathion (ug/g)',
  'Pesticide - MGK-264 (ug/g)',
  'Pesticide - Myclobutanil (ug/g)',
  'Pesticide - Naled (ug/g)',
  'Pesticide - Oxamyl (ug/g)',
  'Pesticide - Paclobutrazol (ug/g)',
  'Pesticide - Permethrins (ug/g)',
  'Pesticide - Phosmet (ug/g)',
  'Pesticide - Piperonyl butoxide (ug/g)',
  'Pesticide - Prallethrin (ug/g)',
  'Pesticide - Propiconazole (ug/g)',
  'Pesticide - Propoxur (ug/g)',
  'Pesticide - Pyrethrins (ug/g)',
  'Pesticide - Pyridaben (ug/g)',
  'Pesticide - Spinosad (ug/g)',
  'Pesticide - Spiromesifen (ug/g)',
  'Pesticide - Spirotetramat (ug/g)',
  'Pesticide - Spiroxamine (ug/g)',
  'Pesticide - Tebuconazole (ug/g)',
  'Pesticide - Thiacloprid (ug/g)',
  'Pesticide - Thiamethoxam (ug/g)',
  'Pesticide - Trifloxystrobin (ug/g)',
];
const PPM = / \(ug\/g\)$/;
const PPM_FORMS = LIST_2021.filter((n) => PPM.test(n)).map((n) => n.replace(PPM, ' (ppm)'));
const POTENCY_FORMS = LIST_2021.filter((n) => n.startsWith('Potency - ')).flatMap((n) =>
  ['mg/g', 'mg/mL', 'mg/serving'].map((u) => n.replace('(%)', `(${u})`)),
);
// OpenTHC's additions of 2022-05 and its 2022-03 stub of both forms in one cell (§2.3, §4.2), and
// the names its analyte registry gave CCRS before Dec 2024 (§4.2)
const OPENTHC_FORMS = [
  'Residual Solvent - Ethanol (ug/g)',
  'Foreign Matter - IHE (ea.)',
  ...LIST_2021.filter((n) => PPM.test(n)).map((n) => `${n} ${n.replace(PPM, ' (ppm)')}`),
  'Bile Tolerant Gram Negative (BTGN)',
  'Shiga toxin-producing Escherichia coli (STEC)',
];
// Cannlytics' CCRS_ANALYTES (§4.1): every TestName met in the state's 2022–2023 extracts, by analysis
const SEEN_IN_EXTRACTS = [
  // cannabinoids
  'Potency - D9THC (%)',
  'Potency - CBC (%)',
  'CBD',
  'Potency - CBD (%)',
  'Potency - CBD (mg/g)',
  'Potency - CBD (mg/mL)',
  'Potency - CBD (mg/serving)',
  'Potency - CBD ()',
  'CBDA',
  'Potency - CBDA (%)',
  'Potency - CBDA (mg/g)',
  'Potency - CBDA (mg/mL)',
  'Potency - CBDA (mg/serving)',
  'Potency - CBDA ()',
  'Potency - CBDV (%)',
  'Potency - CBG (%)',
  'Potency - CBGA (%)',
  'Potency - CBN (%)',
  'Potency - D8THC (%)',
  'd9-THC',
  'THC',
  'Potency - D9THC (mg/g)',
  'Potency - D9THC (mg/mL)',
  'Potency - D9THC (mg/serving)',
  'Potency - D9THC ()',
  'd9-THCA',
  'THCA',
  'Potency - D9THCA (%)',
  'Potency - THCA (%)',
  'Potency - D9THCA (mg/g)',
  'Potency - D9THCA (mg/mL)',
  'Potency - D9THCA (mg/serving)',
  'Potency - D9THCA ()',
  'Potency - THCA (mg/serving)',
  'Potency - THCV (%)',
  'Total CBD',
  'MAX CBD',
  'Potency - Total CBD (%)',
  'Potency - Total CBD (mg/g)',
  'Potency - Total CBD (mg/mL)',
  'Potency - Total CBD (mg/serving)',
  'Potency - Total CBD ()',
  'Total d9-THC',
  'MAX THC',
  'Potency - Total THC (%)',
  'Potency - Total THC (mg/g)',
  'Potency - Total THC (mg/mL)',
  'Potency - Total THC (mg/serving)',
  'Potency - Total THC ()',
  // foreign_matter
  'Foreign Matter - HIE (ea)',
  'Foreign Matter - IHE (%)',
  'Foreign I.H.E.',
  'Foreign Matter',
  'Foreign Matter (%)',
  'Foreign matter',
  'Foreign Matter - Seeds or Other (%)',
  'Foreign Matter - IHE (Boolean)',
  'Foreign Matter - IHE (ea.)',
  'Foreign Matter - Stems (%)',
  'Stems (%)',
  'Stems',
  // heavy_metals
  'Heavy Metal - Arsenic (ppm)',
  'Heavy Metal - Arsenic (ug/g)',
  'Arsenic',
  'As',
  'Heavy Metal - Cadmium (ppm)',
  'Heavy Metal - Cadmium (ug/g)',
  'Cadmium',
  'Cd',
  'Heavy Metal - Lead (ppm)',
  'Heavy Metal - Lead (ug/g)',
  'Lead',
  'Pb',
  'Heavy Metal - Mercury (ppm)',
  'Heavy Metal - Mercury (ug/g)',
  'Mercury',
  'Hg',
  // microbes
  'Microbial- I502 panel (3)-Bile Tolerant gram neg',
  'Microbiological - BTGN (CFU/g)',
  'Microbiological - BTGN (CFU/G)',
  'BTGN',
  'Microbial- I502 panel (3)-E.coli',
  'E Coli',
  'Microbial- I502 panel (3)-Salmonella',
  'Microbiological - Salmonella (CFU/g)',
  'Microbiological - Salmonella (CFU/G)',
  'Salmonella',
  'Salmonella spp.',
  'Microbiological - Ste (CFU/g)',
  'Microbiological - STEC (CFU/G)',
  'Microbiological - STEC (CFU/g)',
  'STEC',
  // moisture
  'Moisture & Water Activity-Moisture(%)',
  'Moistures Analysis - Moisture Content (%)',
  'Moisture Analysis - Moisture Content (%)',
  'Moisture Content',
  'Loss on Drying',
  'Moisture & Water Activity-Water Activity (Aw)(%)',
  'Moisture Analysis - Water Activity (aw)',
  'Moisture Analysis - Water Activity (Aw)',
  'Water Activity',
  // mycotoxins
  'Mycotoxins-Total Aflatoxins',
  'Mycotoxin - Aflatoxins (CFU/G)',
  'Mycotoxins-Ochratoxin A',
  'Mycotoxin - Ochratoxin A (ppb)',
  'Mycotoxin - Ochratoxin A (ug/kg)',
  'Mycotoxin - Ochratoxin (CFU/G)',
  'Aflatoxins',
  'Mycotoxin - Ochratoxin (ug/kg)',
  'Mycotoxin - Ochratoxin (ï¿½g/kg)',
  'Ochratoxin A',
  'Mycotoxin - Total Aflatoxins (ppb)',
  'Mycotoxin - Total Aflatoxins (ug/kg)',
  'Mycotoxin - Aflatoxins (ug/kg)',
  'Mycotoxin - Aflatoxins (ï¿½g/kg)',
  'Total Aflatoxins',
  // pesticides
  'Pesticide - Abamectin (ppm)',
  'Pesticide - Abamectin (ug/g)',
  'Abamectin B1a',
  'Abamectin',
  'Pesticide - Acephate (ppm)',
  'Acephate',
  'Pesticide - Acephate (ug/g)',
  'Pesticide - Acequinocyl (ppm)',
  'Acequinocyl',
  'Pesticide - Acequinocyl (ug/g)',
  'Pesticide - Acetamiprid (ppm)',
  'Acetamiprid',
  'Pesticide - Acetamiprid (ug/g)',
  'Pesticide - Aldicarb (ppm)',
  'Aldicarb',
  'Pesticide - Aldicarb (ug/g)',
  'Pesticide - Azoxystrobin (ppm)',
  'Azoxystrobin',
  'Pesticide - Azoxystrobin (ug/g)',
  'Pesticide - Bifenazate (ppm)',
  'Bifenazate',
  'Pesticide - Bifenazate (ug/g)',
  'Pesticide - Bifenthrin (ppm)',
  'Bifenthrin',
  'Pesticide - Bifenthrin (ug/g)',
  'Pesticide - Boscalid (ppm)',
  'Boscalid',
  'Pesticide - Boscalid (ug/g)',
  'Pesticide - Carbaryl (ppm)',
  'Carbaryl',
  'Pesticide - Carbaryl (ug/g)',
  'Pesticide - Carbofuran (ppm)',
  'Carbofuran',
  'Pesticide - Carbofuran (ug/g)',
  'Pesticide - Chlorantraniliprole (ppm)',
  'Chlorantraniliprole',
  'Pesticide - Chlorantraniliprole (ug/g)',
  'Pesticide - Chlorfenapyr (ppm)',
  'Chlorfenapyr',
  'Pesticide - Chlorfenapyr (ug/g)',
  'Pesticide - Chlorpyrifos (ppm)',
  'Chlorpyrifos',
  'Pesticide - Chlorpyrifos (ug/g)',
  'Clofentezine',
  'Pesticide - Clofentezine (ppm)',
  'Pesticide - Clofentizine (ppm)',
  'Pesticide - Clofentizine (ug/g)',
  'Clofentizine',
  'Pesticide - Cyfluthrin (ppm)',
  'Cyfluthrin',
  'Pesticide - Cyfluthrin (ug/g)',
  'Pesticide - Cypermethrin (ppm)',
  'Cypermethrin',
  'Pesticide - Cypermethrin (ug/g)',
  'Pesticide - Daminozide (ppm)',
  'Daminozide',
  'Pesticide - Daminozide (ug/g)',
  'Pesticide - DDVP (dichlorvos) (ppm)',
  'DDVP (dichlorvos)',
  'Pesticide - DDVP (dichlorvos) (ug/g)',
  'Pesticide - DDVP (dichlorvos)',
  'Pesticide - Diazinon (ppm)',
  'Diazinon',
  'Pesticide - Diazinon (ug/g)',
  'Dichlorvos',
  'Pesticide - Dichlorvos (DDVP) (ppm)',
  'Pesticide - Dimethoate (ppm)',
  'Dimethoate',
  'Pesticide - Dimethoate (ug/g)',
  'Pesticide - Ethoprophos (ppm)',
  'Ethoprophos',
  'Pesticide - Ethoprophos (ug/g)',
  'Pesticide - Etofenprox (ppm)',
  'Etofenprox',
  'Pesticide - Etofenprox (ug/g)',
  'Pesticide - Etoxazole (ppm)',
  'Etoxazole',
  'Pesticide - Etoxazole (ug/g)',
  'Pesticide - Fenoxycarb (ppm)',
  'Fenoxycarb',
  'Pesticide - Fenoxycarb (ug/g)',
  'Pesticide - Fenpyroximate (ppm)',
  'Fenpyroximate',
  'Pesticide - Fenpyroximate (ug/g)',
  'Pesticide - Fipronil (ppm)',
  'Fipronil',
  'Pesticide - Fipronil (ug/g)',
  'Pesticide - Flonicamid (ppm)',
  'Flonicamid',
  'Pesticide - Flonicamid (ug/g)',
  'Pesticide - Fludioxonil (ppm)',
  'Fludioxonil',
  'Pesticide - Fludioxonil (ug/g)',
  'Pesticide - Hexythiazox (ppm)',
  'Hexythiazox',
  'Pesticide - Hexythiazox (ug/g)',
  'Pesticide - Imazalil (ppm)',
  'Imazalil',
  'Pesticide - Imazalil (ug/g)',
  'Pesticide - Imidacloprid (ppm)',
  'Imidacloprid',
  'Pesticide - Imidacloprid (ug/g)',
  'Pesticide - Kresoxim-Methyl (ppm)',
  'Kresoxim-methyl',
  'Pesticide - Kresoxim-Methyl (ug/g)',
  'Kresoxim-Methyl',
  'Pesticide - Kresoxin-methyl (ppm)',
  'Pesticide - Malathion (ppm)',
  'Malathion',
  'Pesticide - Malathion (ug/g)',
  'Pesticide - Metalaxyl (ppm)',
  'Metalaxyl',
  'Pesticide - Metalaxyl (ug/g)',
  'Pesticide - Methiocarb (ppm)',
  'Methiocarb',
  'Pesticide - Methiocarb (ug/g)',
  'Pesticide - Methomyl (ppm)',
  'Methomyl',
  'Pesticide - Methomyl (ug/g)',
  'Pesticide - Methyl parathion (ppm)',
  'Methyl parathion',
  'Pesticide - Methyl parathion (ug/g)',
  'Pesticide - MGK-264 (ppm)',
  'Pesticide - MGK-264 (ug/g)',
  'MGK-264',
  'Pesticide - Myclobutanil (ppm)',
  'Myclobutanil',
  'Pesticide - Myclobutanil (ug/g)',
  'Pesticide - Naled (ppm)',
  'Naled',
  'Pesticide - Naled (ug/g)',
  'Pesticide - Oxamyl (ppm)',
  'Oxamyl',
  'Pesticide - Oxamyl (ug/g)',
  'Pesticide - Paclobutrazol (ppm)',
  'Paclobutrazol',
  'Pesticide - Paclobutrazol (ug/g)',
  'Pesticide - Permethrins (ppm)',
  'Pesticide - Permethrins (ug/g)',
  'Pesticide - Permethrins (total) (ppm)',
  'Permethrins',
  'Pesticide - Phosemet (ppm)',
  'Pesticide - Phosmet (ppm)',
  'Phosmet',
  'Pesticide - Phosmet (ug/g)',
  'Pesticide - Piperonyl butoxide (ppm)',
  'Piperonyl Butoxide',
  'Pesticide - Piperonyl butoxide (ug/g)',
  'Pesticide - Piperonyl Butoxide (ppm)',
  'Pesticide - Piperonyl Butoxide (ug/g)',
  'Piperonyl butoxide',
  'Pesticide - Prallethrin (ppm)',
  'Prallethrin',
  'Pesticide - Prallethrin (ug/g)',
  'Pesticide - Propiconazole (ppm)',
  'Propiconazole',
  'Pesticide - Propiconazole (ug/g)',
  'Pesticide - Propoxur (ppm)',
  'Propoxur',
  'Pesticide - Propoxur (ug/g)',
  'Pesticide - Pyrethrin I (ppm)',
  'Pesticide - Pyrethrins (ppm)',
  'Total Pyrethrins',
  'Pesticide - Pyrethrins (ug/g)',
  'Pyrethrins I',
  'Pyrethrins (Total)',
  'Pyrethrins',
  'Pesticide - Pyridaben (ppm)',
  'Pyridaben',
  'Pesticide - Pyridaben (ug/g)',
  'Pesticide - Spinosad (ppm)',
  'Total Spinosads',
  'Pesticide - Spinosad (ug/g)',
  'Pesticide - Spinosads (total) (ppm)',
  'Spinosad',
  'Pesticide - Spiromesifen (ppm)',
  'Spiromesifen',
  'Pesticide - Spiromesifen (ug/g)',
  'Pesticide - Spirotetramat (ppm)',
  'Spirotetramat',
  'Pesticide - Spirotetramat (ug/g)',
  'Pesticide - Spiroxamine (ppm)',
  'Spiroxamine',
  'Pesticide - Spiroxamine (ug/g)',
  'Pesticide - Tebuconazole (ppm)',
  'Tebuconazole',
  'Pesticide - Tebuconazole (ug/g)',
  'Pesticide - Thiacloprid (ppm)',
  'Thiacloprid',
  'Pesticide - Thiacloprid (ug/g)',
  'Pesticide - Thiamethoxam (ppm)',
  'Thiamethoxam',
  'Pesticide - Thiamethoxam (ug/g)',
  'Total Abamectin',
  'Total MGK 264',
  'Total Permethrins',
  'Pesticide - Trifloxystrobin (ppm)',
  'Trifloxystrobin',
  'Pesticide - Trifloxystrobin (ug/g)',
  // residual_solvents
  'Residual Solvent - 2-Propanol (IPA) (ug/g)',
  'Residual Solvent - Acetone (ppm)',
  'Residual Solvent - Acetone (ug/g)',
  'Acetone',
  'Residual Solvent - Acetonitrile (ug/g)',
  'Residual Solvent - Benzene (ppm)',
  'Residual Solvent - Benzene (ug/g)',
  'Residual Solvent - Benzene (PPM)',
  'Benzene',
  'Residual Solvent - Butanes (ug/g)',
  'Total Butanes',
  'Residual Solvent - Butanes (ppm)',
  'Residual Solvent - Chloroform (ppm)',
  'Residual Solvent - Chloroform (ug/g)',
  'Chloroform',
  'Residual Solvent - Cyclohexane (ppm)',
  'Residual Solvent - Cyclohexane (ug/g)',
  'Cyclohexane',
  'Residual Solvent - Dichloromethane (ppm)',
  'Residual Solvent - Dichloromethane (ug/g)',
  'Residual Solvent - Dichloro-Methane (ppm)',
  'Dichloromethane',
  'Residual Solvent - Ethanol (ug/g)',
  'Residual Solvent - Ethanol (ppm)',
  'Ethanol',
  'Residual Solvent - Ethyl Acetate (ppm)',
  'Residual Solvent - Ethyl Acetate (ug/g)',
  'Ethyl_Acetate',
  'Residual Solvent - Ethyl Ether (ug/g)',
  'Residual Solvent - Heptanea (ug/g)',
  'Residual Solvent - Heptane (ppm)',
  'Total Heptanes',
  'Residual Solvent - Heptanes (ppm)',
  'Residual Solvent - Heptanes (ug/g)',
  'Total Hexanes',
  'Residual Solvent - Hexanes (ppm)',
  'Residual Solvent - Hexanes (ug/g)',
  'Residual Solvent - Isobutane (ug/g)',
  'Residual Solvent - Isopropanol (ppm)',
  'Residual Solvent - Isopropanol (ug/g)',
  'iso-Propanol',
  'Residual Solvent - Methanol (ppm)',
  'Residual Solvent - Methanol (ug/g)',
  'Methanol',
  'Residual Solvent - n-Hexane (ppm)',
  'Total Pentanes',
  'Residual Solvent - Pentanes (ug/g)',
  'Residual Solvent - Pentanes (ppm)',
  'Residual Solvent - Propane (ppm)',
  'Total Propanes',
  'Residual Solvent - Propanes (ppm)',
  'Residual Solvent - Propanes (ug/g)',
  'Residual Solvent - Toluene (ppm)',
  'Residual Solvent - Toluene (ug/g)',
  'Toluene',
  'Total Xylenes',
  'Residual Solvent - Xylenes (ppm)',
  'Residual Solvent - Xylenes (ug/g)',
  // terpenes
  'Terpineol',
];

/** Every legacy spelling collected from the public sources (the 2021 list in both unit forms, §2.4 renames, §4.1 / §4.2 real-data spellings), verbatim, for the test and the docs' count. */
export const CCRS_LEGACY_SPELLINGS: readonly string[] = [
  ...new Set([
    ...LIST_2021,
    ...PPM_FORMS,
    ...POTENCY_FORMS,
    ...OPENTHC_FORMS,
    ...SEEN_IN_EXTRACTS,
    // the 2021 spec's example TestName (§1.5, §1.8)
    'Cannabinoid D9 THCA Percent',
  ]),
];
