import type { Analyte, SafetyPanels } from '#shared/schemas/safety-panels';

// The demo results' safety tests, as a Washington lab reports them: the action levels are the
// state's (pesticides and heavy metals in µg/g, mycotoxins in µg/kg, moisture in percent and water
// activity in aw), most analytes not detected, a few found below their limit. Extracts add residual
// solvents, flower its moisture and foreign matter. A result may leave a panel untested, which the pages show as such.

const nd = (name: string, unit: Analyte['unit'], limit?: number): Analyte => ({
  name,
  reading: 'ND',
  unit,
  ...(limit === undefined ? {} : { limit }),
  status: 'pass',
});
const found = (name: string, amount: number, unit: Analyte['unit'], limit: number): Analyte => ({
  name,
  reading: 'value',
  amount,
  unit,
  limit,
  status: amount > limit ? 'fail' : 'pass',
});

const PESTICIDES: [string, number][] = [
  ['Abamectin', 0.5],
  ['Acephate', 0.4],
  ['Bifenazate', 0.2],
  ['Bifenthrin', 0.2],
  ['Etoxazole', 0.2],
  ['Imidacloprid', 0.4],
  ['Malathion', 0.2],
  ['Myclobutanil', 0.2],
  ['Piperonyl butoxide', 2],
  ['Pyrethrins', 1],
  ['Spinosad', 0.2],
  ['Spiromesifen', 0.2],
];

/** A demo result's panels; `n` varies what was found so the products do not all read alike. */
export function demoPanels(category: string, n: number): SafetyPanels {
  const extract = /extract|concentrate/i.test(category);
  const panels: SafetyPanels = {
    pesticides: {
      status: 'pass',
      analytes: PESTICIDES.map(([name, limit], i) =>
        i === n % PESTICIDES.length
          ? { name, reading: '<LOQ', unit: 'ug/g', limit, status: 'pass' }
          : nd(name, 'ug/g', limit),
      ),
    },
    heavyMetals: {
      status: 'pass',
      analytes: [
        found('Arsenic', 0.04 + (n % 5) * 0.01, 'ug/g', 2),
        found('Cadmium', 0.02, 'ug/g', 0.82),
        found('Lead', 0.11 + (n % 3) * 0.03, 'ug/g', 1.2),
        nd('Mercury', 'ug/g', 0.4),
      ],
    },
    microbials: {
      status: 'pass',
      analytes: [
        nd('Salmonella spp.', 'CFU/g'),
        nd('Shiga toxin-producing E. coli', 'CFU/g'),
        found('Total yeast and mold', 200 + (n % 7) * 150, 'CFU/g', 10_000),
      ],
    },
    mycotoxins:
      n % 4 === 3
        ? { status: 'not tested', analytes: [{ name: 'Total aflatoxins', reading: 'NT', unit: 'ug/kg', limit: 20 }] }
        : { status: 'pass', analytes: [nd('Total aflatoxins', 'ug/kg', 20), nd('Ochratoxin A', 'ug/kg', 20)] },
  };
  if (extract)
    panels.residualSolvents = {
      status: 'pass',
      analytes: [
        found('Butanes', 12 + (n % 9) * 4, 'ug/g', 5000),
        nd('Propane', 'ug/g', 5000),
        nd('Hexanes', 'ug/g', 290),
        { name: 'Ethanol', reading: '<LOQ', unit: 'ug/g', limit: 5000, status: 'pass' },
      ],
    };
  else if (category === 'Flower') {
    panels.moisture = {
      status: 'pass',
      analytes: [
        found('Moisture content', 8.4 + (n % 6) * 0.3, '%', 15),
        found('Water activity', 0.5 + (n % 5) * 0.02, 'aw', 0.65),
      ],
    };
    panels.foreignMatter = {
      status: 'pass',
      analytes: [found('Stems over 3 mm', 1.2, '%', 5), found('Other foreign matter', 0.1, '%', 2)],
    };
  }
  return panels;
}
