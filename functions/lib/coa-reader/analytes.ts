import type { MeasureKey } from '#shared/schemas/test-result';

// Analyte names as labs print them, to the catalogue's keys. A name is compared after folding
// (Greek letters to their Latin initial, case, spaces, hyphens, stereo prefixes such as (-)- and
// R-(+)-, a trailing unit), and only whole names match: 'Total THC per Unit' is not 'Total THC',
// and 'Total THC (DRY)' is a dry-weight figure, another quantity. A name missing here is left
// unread, never guessed from a near spelling: isomers (β-ocimene, cis-ocimene) and sums the form
// has no field for stay out.

const GREEK: Record<string, string> = { α: 'a', β: 'b', γ: 'g', δ: 'd', Δ: 'd', '∆': 'd' };

export function foldName(printed: string): string {
  return printed
    .replace(/[αβγδΔ∆]/g, (g) => GREEK[g] ?? g)
    .toLowerCase()
    .replace(/\b(alpha|beta|gamma|delta)\b/g, (w) => w[0]!)
    .replace(/\((?:%|mg\/g|weight %)\)\s*$/, '')
    .replace(/^(?:\(\s*[-+]\s*\)|[rs]-\(\s*[-+]\s*\))\s*-?\s*/, '')
    .replace(/[\s\-–,.:*'’]+/g, '');
}

const NAMES: Record<string, MeasureKey> = {};
const TOTALS = new Set<MeasureKey>(['thcTotal', 'cbdTotal']);
const names = (key: MeasureKey, ...printed: string[]) => {
  for (const p of printed) NAMES[foldName(p)] = key;
};

names(
  'thcA',
  'THCA',
  'THCa',
  'd9-THCA',
  'Δ9-THCA',
  'THCA-A',
  'Tetrahydrocannabinolic acid',
  'Δ9-Tetrahydrocannabinolic acid',
  'Tetrahydrocannabinol acid',
);
names(
  'thc',
  'Δ9-THC',
  'd9-THC',
  'D9-THC',
  'Δ9THC',
  'Delta 9-THC',
  'Δ9-Tetrahydrocannabinol',
  'delta-9-tetrahydrocannabinol',
  'Delta-9 Tetrahydrocannabinol',
);
names(
  'd8Thc',
  'Δ8-THC',
  'd8-THC',
  'D8-THC',
  'Δ8THC',
  'Delta 8-THC',
  'Δ8-Tetrahydrocannabinol',
  'delta-8-tetrahydrocannabinol',
);
names('thcV', 'THCV', 'd9-THCV', 'Δ9-THCV', 'Tetrahydrocannabivarin', 'delta-9-tetrahydrocannabivarin');
names('thcVA', 'THCVA', 'THCVa', 'd9-THCVA', 'Tetrahydrocannabivarinic acid');
names('thcAC4', 'THCA-C4');
names('cbd', 'CBD', 'Cannabidiol');
names('cbdA', 'CBDA', 'CBDa', 'Cannabidiolic acid');
names('cbdV', 'CBDV', 'CBDv', 'Cannabidivarin');
names('cbdVA', 'CBDVA', 'CBDVa', 'Cannabidivarinic acid');
names('cbg', 'CBG', 'Cannabigerol');
names('cbgA', 'CBGA', 'CBGa', 'Cannabigerolic acid');
names('cbn', 'CBN', 'Cannabinol');
names('cbnA', 'CBNA', 'CBNa', 'Cannabinolic acid');
names('cbc', 'CBC', 'Cannabichromene');
names('cbcA', 'CBCA', 'CBCa', 'Cannabichromenic acid');
names('cbl', 'CBL', 'Cannabicyclol');
names('cblA', 'CBLA', 'CBLa', 'Cannabicyclolic acid');
names(
  'thcTotal',
  'Total THC',
  'Total Δ9-THC',
  'Total Calculated d9-THC',
  'Total Active THC',
  'total active delta-9-tetrahydrocannabinols',
  'Total Tetrahydrocannabinol',
  'Total Δ9-Tetrahydrocannabinol',
  'Potency - Total THC',
);
names(
  'cbdTotal',
  'Total CBD',
  'Total Calculated CBD',
  'Total Active CBD',
  'total active cannabidiols',
  'Total Cannabidiol',
  'Potency - Total CBD',
);

names(
  'caryophyllene',
  'β-Caryophyllene',
  'Caryophyllene',
  'trans-Caryophyllene',
  'beta-Caryophyllene',
  'E-Caryophyllene',
  '(E)-Caryophyllene',
  'trans-β-Caryophyllene',
);
names('humulene', 'α-Humulene', 'Humulene', 'alpha-Humulene');
names('limonene', 'Limonene', 'd-Limonene', 'δ-Limonene', 'D-Limonene', '(R)-(+)-Limonene');
names('linalool', 'Linalool');
names('myrcene', 'β-Myrcene', 'Myrcene', 'beta-Myrcene');
names('ocimene', 'Ocimene');
names('alphaPinene', 'α-Pinene', 'alpha-Pinene', 'a-Pinene', '(1R)-(+)-α-Pinene');
names('betaPinene', 'β-Pinene', 'beta-Pinene', 'b-Pinene');
names('terpinolene', 'Terpinolene');
names('terpeneTotal', 'Total Terpenes', 'Total Terpenoids', 'Total Terpene');
names('bisabolol', 'α-Bisabolol', 'Bisabolol', 'alpha-Bisabolol');
names('camphene', 'Camphene');
names('camphor', 'Camphor');
names('carene', '3-Carene', 'Δ3-Carene', 'δ-3-Carene', 'Carene', 'delta-3-Carene');
names('caryophelleneOxide', 'Caryophyllene Oxide');
names('aCedrene', 'α-Cedrene', 'alpha-Cedrene');
names('cedrol', 'Cedrol');
names('citronellol', 'Citronellol');
names('paraCymene', 'p-Cymene', 'para-Cymene', 'Cymene', 'p-Isopropyltoluene', '4-Isopropyltoluene');
names('eucalyptol', 'Eucalyptol', '1,8-Cineole', 'Cineole');
names('farnesene', 'Farnesene');
names('bFarnesene', 'β-Farnesene', 'trans-β-Farnesene', 'beta-Farnesene', 'trans beta farnesene', 'b-farnesene');
names('fenchol', 'Fenchol', 'Fenchyl Alcohol', 'Endo-Fenchyl Alcohol');
names('geraniol', 'Geraniol');
names('gernylAcetate', 'Geranyl Acetate');
names('guaiol', 'Guaiol');
names('Isoborneol', 'Isoborneol');
names('isopulegol', 'Isopulegol');
names('bMaaliene', 'β-Maaliene', 'b-maaliene');
names('menthol', 'Menthol', 'Hexahydrothymol', 'L-Menthol', 'DL-Menthol');
names('nerol', 'Nerol');
names('transNerolidol', 'trans-Nerolidol', '(E)-Nerolidol', 'E-Nerolidol');
names('cisNerolidol', 'cis-Nerolidol', '(Z)-Nerolidol', 'Z-Nerolidol');
names('aPhellandrene', 'α-Phellandrene', 'alpha-Phellandrene');
names('pulegone', 'Pulegone');
names('sabinene', 'Sabinene');
names('sabineneHydrate', 'Sabinene Hydrate');
names('selinadiene', 'Selinadiene');
names('aTerpinene', 'α-Terpinene', 'alpha-Terpinene');
names('gTerpinene', 'γ-Terpinene', 'gamma-Terpinene');
names('terpineol', 'Terpineol', 'α-Terpineol', 'alpha-Terpineol');
names('thujene', 'Thujene', 'α-Thujene');
names('thymol', 'Thymol');

// Washington CCRS lab results name potency tests 'Potency - THCA', 'Potency - CBD' …
for (const [key, abbr] of [
  ['thcA', 'THCA'],
  ['cbd', 'CBD'],
  ['cbdA', 'CBDA'],
  ['cbg', 'CBG'],
  ['cbn', 'CBN'],
] as const)
  names(key, `Potency - ${abbr}`);

/** The catalogue key of a printed analyte name, or undefined when the name is not one the reader knows. */
export function analyteKey(printed: string): MeasureKey | undefined {
  const folded = foldName(printed);
  if (NAMES[folded]) return NAMES[folded];
  // 'Total THC = Δ9-THC + (THCA * 0.877)': a total followed by its formula is the total
  const formula = /^(.+?)\s*=\s*\S.*$/.exec(printed.trim());
  if (formula) {
    const key = NAMES[foldName(formula[1]!)];
    return key && TOTALS.has(key) ? key : undefined;
  }
  // 'Cannabidiol (CBD)', 'Delta 9-THC (d9-THC)': the abbreviation must be known, and agree with the
  // name when that is known too ('Total THC (DRY)' is not Total THC)
  const pair = /^(.+?)\s*\(([^()]+)\)$/.exec(printed.trim());
  if (!pair) return undefined;
  const a = NAMES[foldName(pair[1]!)];
  const b = NAMES[foldName(pair[2]!)];
  return b && (!a || a === b) ? b : undefined;
}

/**
 * The Greek initials the catalogue knows this name with ('Pinene': α and β; 'Myrcene': β only):
 * how a glyph standing before it in a font that maps Greek letters elsewhere can be told (greek.ts).
 */
export function greekInitials(rest: string): string[] {
  const folded = foldName(rest);
  return ['a', 'b', 'g', 'd'].filter((g) => NAMES[g + folded] !== undefined);
}
