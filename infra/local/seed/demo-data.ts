import { PRODUCT_CATEGORIES } from '#shared/constants';
import type { Brand, Client, Lot, Product } from '#shared/schemas/catalog';
import type { DistributionRecord } from '#shared/schemas/distribution';
import type { PriceUnit } from '#shared/kiosk';
import type { TestResult } from '#shared/schemas/test-result';
import { totalCbd, totalThc } from '#shared/schemas/test-result';
import { labSeal, brandArt } from './images.ts';
import { STRAINS, type Chemotype, type TerpeneClass } from './strains.ts';
import { demoPanels } from './safety-panels.ts';
import { distributionSearchText } from '#lib/distributions/search-text';

// A deterministic demo data set: the same ids and figures on every machine, so tests can name them.

const mulberry32 = (seed: number) => () => {
  seed |= 0;
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

const EPOCH = Date.UTC(2019, 0, 15) / 1000;
export const makeId = (kind: number, n: number) =>
  (EPOCH + kind * 86400 + n).toString(16).padStart(8, '0') + (kind * 1_000_000 + n).toString(16).padStart(16, '0');

const iso = (day: number) => new Date(Date.UTC(2019, 0, 15) + day * 86400_000).toISOString();

const PRODUCERS = [
  { name: 'Evergreen Botanicals', city: 'Tacoma' },
  { name: 'Cascade Craft Cannabis', city: 'Wenatchee' },
  { name: 'Olympic Peak Farms', city: 'Port Angeles' },
];
const DISPENSARIES = [
  { name: 'Capitol Hill Cannabis Co.', city: 'Seattle' },
  { name: 'Fremont Green Room', city: 'Seattle' },
];
const CONTACTS = ['Robin Ash', 'Jordan Reyes', 'Sam Okafor', 'Alex Lindqvist', 'Casey Moreno'];
const LABS = [{ name: 'Puget Sound Certified Analytics' }, { name: 'Northwest Botanical Testing' }];

const BRANDS: { name: string; short: string; long: string; hues: [number, number] }[] = [
  {
    name: 'Sun Valley Select',
    short: 'Sun-grown flower from the east slopes of the Cascades.',
    long: 'Sun Valley Select grows in living soil under full sun, harvesting once a year in the dry October air of the Cascade foothills. Every jar carries its lab result so you can pick by what is in it, not by the name on the label.',
    hues: [38, 58],
  },
  {
    name: 'Tidewater',
    short: 'Small-batch indoor flower, hand trimmed.',
    long: 'Tidewater runs twelve rooms in a converted boatyard, each tuned to a single cultivar. We cure slowly, trim by hand and test every harvest.',
    hues: [195, 170],
  },
  {
    name: 'Ember & Ash',
    short: 'Hash and live rosin made without solvents.',
    long: 'Ember & Ash presses fresh-frozen flower into rosin with nothing but heat and pressure. Solventless means the residual-solvent panel on our results reads clean every time.',
    hues: [12, 30],
  },
  {
    name: 'Morning Fern',
    short: 'Balanced and CBD-rich cultivars for daytime.',
    long: 'Morning Fern breeds for balance: cultivars with as much CBD as THC, or more, for people who want a clear head. Look for the green in the cannastamp.',
    hues: [120, 90],
  },
  {
    name: 'Quiet Harbor',
    short: 'Low-dose edibles, consistent to the milligram.',
    long: 'Quiet Harbor makes 2 mg and 5 mg chocolates and chews from whole-plant extract. Each batch is tested for potency and homogeneity before it ships.',
    hues: [260, 300],
  },
  {
    name: 'Rainshadow',
    short: 'Terpene-forward vape cartridges.',
    long: 'Rainshadow captures the terpenes of each harvest before extraction and returns them to the oil, so each cartridge tastes like the plant it came from.',
    hues: [210, 240],
  },
  {
    name: 'Highline Gardens',
    short: 'Heirloom sativas from high-desert farms.',
    long: 'Highline Gardens keeps old lines alive: landrace sativas and the haze family, grown in greenhouses at 2,000 feet.',
    hues: [75, 140],
  },
  {
    name: 'Copperleaf',
    short: 'Topicals and balms with full-spectrum CBD.',
    long: 'Copperleaf infuses shea and beeswax with full-spectrum extract for balms, lotions and bath soaks. Non-intoxicating when used on skin.',
    hues: [25, 350],
  },
  {
    name: 'Nightjar',
    short: 'Indica-leaning flower for evenings.',
    long: 'Nightjar selects heavy, myrcene-rich cultivars for winding down. Our flower is cured for eight weeks and packed in glass.',
    hues: [240, 280],
  },
  {
    name: 'Salt & Cedar',
    short: 'Coastal-grown craft flower.',
    long: 'Salt & Cedar farms a few acres near the Strait of Juan de Fuca, where sea air and long summer days shape each harvest.',
    hues: [180, 30],
  },
  {
    name: 'Lumen Labs Extracts',
    short: 'Distillate and live resin, precisely dosed.',
    long: 'Lumen Labs runs a closed-loop extraction lab and publishes the full residual-solvent panel for every batch.',
    hues: [50, 200],
  },
  {
    name: 'Wildcraft Kitchen',
    short: 'Gummies and baked goods made in small batches.',
    long: 'Wildcraft Kitchen bakes and cooks with fruit from Washington farms and cannabis oil from our own harvest.',
    hues: [330, 20],
  },
  {
    name: 'Second Growth',
    short: 'Sustainable farm, regenerative soil.',
    long: 'Second Growth rebuilds soil with cover crops and compost teas. We believe healthy soil makes expressive terpenes.',
    hues: [100, 60],
  },
  {
    name: 'Kestrel Reserve',
    short: 'Limited releases of rare cultivars.',
    long: 'Kestrel Reserve releases a few hundred jars of each rare cultivar, hunted from seed and tested twice.',
    hues: [0, 45],
  },
  {
    name: 'Unity Balm Co.',
    short: 'Topicals for sore muscles and joints.',
    long: 'Unity Balm Co. blends arnica, menthol and cannabis extract into balms made for athletes and gardeners.',
    hues: [160, 200],
  },
];

const FLOWER_TYPES = ['Indoor', 'Outdoor', 'Greenhouse'];
const TYPES: Record<(typeof PRODUCT_CATEGORIES)[number], string[]> = {
  Flower: FLOWER_TYPES,
  Edible: ['Chocolate', 'Gummy', 'Baked Good', 'Beverage'],
  'Extract/Concentrate': ['Live Resin', 'Rosin', 'Vape Cartridge', 'Distillate', 'Shatter'],
  Topical: ['Balm', 'Lotion', 'Bath Soak'],
};
// Each brand leans to one category, as real brands do.
const BRAND_CATEGORY: (typeof PRODUCT_CATEGORIES)[number][] = [
  'Flower',
  'Flower',
  'Extract/Concentrate',
  'Flower',
  'Edible',
  'Extract/Concentrate',
  'Flower',
  'Topical',
  'Flower',
  'Flower',
  'Extract/Concentrate',
  'Edible',
  'Flower',
  'Flower',
  'Topical',
];
const LINES = ['Reserve', 'Small Batch', 'Classic', 'Limited', 'Daily'];

export interface DemoData {
  clients: Client[];
  brands: Brand[];
  products: Product[];
  lots: Lot[];
  tests: TestResult[];
  /** Dispensaries carrying products, in every status, for every producer (docs/distribution.md). */
  distributions: DistributionRecord[];
  images: { key: string; svg: string }[];
}

export function buildDemoData(): DemoData {
  const rnd = mulberry32(20190115);
  const between = (a: number, b: number) => Math.round((a + rnd() * (b - a)) * 1000) / 1000;

  const clients: Client[] = [];
  const addClient = (
    c: Omit<Client, 'premiumEnabled' | 'premiumLevel' | 'loyaltyEnabled' | 'createdAt' | 'updatedAt'>,
    day: number,
  ) =>
    clients.push({
      premiumEnabled: false,
      premiumLevel: 'free',
      loyaltyEnabled: false,
      createdAt: iso(day),
      updatedAt: iso(day),
      ...c,
    });
  // the company form requires a primary contact and phone, so a demo company's profile saves as it stands
  const demoContact = (i: number) => ({
    contactName: CONTACTS[i % CONTACTS.length]!,
    contactPhone: `(206) 555-${String(100 + i).padStart(4, '0')}`,
  });
  PRODUCERS.forEach((p, i) =>
    addClient(
      {
        _id: makeId(1, i),
        name: p.name,
        type: 'producer',
        city: p.city,
        state: 'WA',
        licenseNumber: `41${2000 + i * 17}`,
        buisnessLicenseNumber: `60${3100000 + i * 331}`,
        ...demoContact(i),
      },
      i * 20,
    ),
  );
  DISPENSARIES.forEach((d, i) =>
    addClient(
      {
        _id: makeId(2, i),
        name: d.name,
        type: 'dispensary',
        city: d.city,
        state: 'WA',
        licenseNumber: `42${3000 + i * 13}`,
        ...demoContact(20 + i),
      },
      30 + i * 20,
    ),
  );
  const images: DemoData['images'] = [];
  LABS.forEach((l, i) => {
    const _id = makeId(3, i);
    images.push({ key: `labs/${_id}/seal.svg`, svg: labSeal(l.name, 150 + i * 60) });
    // a lab's licence is what the state's LabTest file names it by (docs/ccrs-exchange.md)
    addClient(
      {
        _id,
        name: l.name,
        type: 'lab',
        state: 'WA',
        licenseNumber: String(650_101 + i * 37),
        featureImage: `/media/labs/${_id}/seal.svg`,
      },
      5 + i,
    );
  });

  const brands: Brand[] = BRANDS.map((b, i) => {
    const _id = makeId(4, i);
    const [h1, h2] = b.hues;
    const key = (n: string) => `brands/${_id}/${n}.svg`;
    images.push({ key: key('feature'), svg: brandArt('feature', h1, h2) });
    // every third brand keeps the default background, so that page state is seen too
    if (i % 3 !== 2) images.push({ key: key('background'), svg: brandArt('background', h1, h2) });
    for (let g = 0; g < 3; g++)
      images.push({ key: key(`gallery-${g}`), svg: brandArt('gallery', (h1 + g * 25) % 360, h2, g + 1) });
    const day = 40 + i * 23;
    return {
      _id,
      name: b.name,
      shortDescription: b.short,
      longDescription: b.long,
      featureImage: `/media/${key('feature')}`,
      ...(i % 3 !== 2 ? { backgroundImage: `/media/${key('background')}` } : {}),
      mediaGallery: [0, 1, 2].map((g) => `/media/${key(`gallery-${g}`)}`),
      producer: makeId(1, i % PRODUCERS.length),
      createdAt: iso(day),
      updatedAt: iso(day),
    };
  });

  const products: Product[] = [];
  const lots: Lot[] = [];
  const tests: TestResult[] = [];
  let n = 0;
  brands.forEach((brand, bi) => {
    const producer = clients.find((c) => c._id === brand.producer)!;
    for (let k = 0; k < 10; k++, n++) {
      // the brand's own category for most products, a sprinkle of the others
      const category = k < 7 ? BRAND_CATEGORY[bi]! : PRODUCT_CATEGORIES[(bi + k) % PRODUCT_CATEGORIES.length]!;
      const strain = STRAINS[(bi * 7 + k * 3) % STRAINS.length]!;
      const types = TYPES[category];
      const productType = types[(k + bi) % types.length]!;
      const day = 200 + n * 3;
      const productId = makeId(5, n);
      const lotId = makeId(6, n);
      const testId = makeId(7, n);
      const lab = clients.filter((c) => c.type === 'lab')[n % LABS.length]!;
      const test: TestResult = {
        _id: testId,
        dataOwner: producer._id,
        producer: producer._id,
        testLab: { _id: lab._id, name: lab.name },
        sampleTypeCategory: category,
        sampleType: productType,
        strain: strain.name,
        tracabilitySampleLotId: `S${(5_000_000 + n * 7919).toString()}`,
        tracabilityParentLotId: `P${(9_000_000 + n * 104_729).toString()}`,
        testDate: iso(day - 4).slice(0, 10),
        pdfFiles: [],
        approved: true,
        lotId,
        createdAt: iso(day - 2),
        updatedAt: iso(day - 2),
        ...chemistry(strain.chemotype, strain.terpenes, category, between),
        panels: demoPanels(category, n),
      };
      // one lab added THCA to THC without the decarboxylation factor, a real and common mistake: the
      // product page flags it (product 1, the second Sun Valley Select product)
      if (n === 1 && test.thc !== undefined && test.thcA !== undefined)
        test.thcTotal = Math.round((test.thc + test.thcA) * 1000) / 1000;
      tests.push(test);
      lots.push({
        _id: lotId,
        s2sId: `WA${(1_000_000_000 + n * 7_654_321).toString().slice(0, 10)}`,
        lotType: 'parentLot',
        product: productId,
        producer: { _id: producer._id, name: producer.name },
        owner: { _id: producer._id, name: producer.name },
        testResult: testId,
        available: true,
        processingInfo: { status: 'completed' },
        createdAt: iso(day - 1),
        updatedAt: iso(day - 1),
      });
      const line = LINES[(n + bi) % LINES.length]!;
      const name = category === 'Flower' || k % 2 === 0 ? strain.name : `${strain.name} ${productType}`.slice(0, 36);
      products.push({
        _id: productId,
        name,
        productName: `${brand.name.split(' ')[0]} ${line}`.slice(0, 36),
        shortDescription: `${productType} ${category.toLowerCase()} from ${brand.name}.`,
        longDescription: `${strain.name} by ${brand.name}. ${describe(strain.chemotype, strain.terpenes)}`,
        brand: { _id: brand._id, name: brand.name },
        productCategory: category,
        productType,
        strain: strain.name,
        latestLot: lotId,
        // about one in eight is out of stores, about one in twenty-five deleted
        available: n % 8 !== 5,
        active: n % 25 !== 11,
        tags: k % 3 === 0 ? [strain.tag, strain.terpenes] : [],
        mediaGallery: [],
        producer: producer._id,
        cleanUrl: `/product/${productId}/${lotId}`,
        createdAt: iso(day),
        updatedAt: iso(day),
      });
    }
  });
  return { clients, brands, products, lots, tests, distributions: demoDistributions(products), images };
}

/**
 * Four products of each brand go to the two dispensaries: the first dispensary (the demo
 * dispensary account's) carries one and has one request pending and one declined; the second
 * carries one and waits on another. Products 0 to 2 and 7 of each brand stay undistributed, so the
 * dispensary's own request can be tried on them. Deleted products are left out: they cannot be
 * carried.
 */
function demoDistributions(products: Product[]): DistributionRecord[] {
  const plan: { k: number; dispensary: number; status: DistributionRecord['status'] }[] = [
    { k: 3, dispensary: 0, status: 'approved' },
    { k: 4, dispensary: 0, status: 'pending' },
    { k: 5, dispensary: 0, status: 'denied' },
    { k: 5, dispensary: 1, status: 'approved' },
    { k: 6, dispensary: 1, status: 'pending' },
  ];
  return products.flatMap((p, n) => {
    if (!p.active) return [];
    return plan
      .filter((x) => x.k === n % 10)
      .map((x) => {
        const updatedAt = iso(200 + n * 3 + 2 + x.dispensary + (x.status === 'pending' ? 0 : 1));
        return {
          product: p._id,
          producer: p.producer,
          dispensary: makeId(2, x.dispensary),
          status: x.status,
          searchText: distributionSearchText(p),
          // the demo dispensary has priced what it carries, so the kiosk shows prices and a low stock
          ...(x.status === 'approved' && x.dispensary === 0
            ? { kiosk: { ...DEMO_PRICES[p.productCategory], ...(n % 20 === 3 ? { stock: 3 } : {}), updatedAt } }
            : {}),
          createdAt: iso(200 + n * 3 + 2),
          updatedAt,
        };
      });
  });
}

/** What the demo dispensary charges, by category: the common retail packages. */
const DEMO_PRICES: Record<Product['productCategory'], { price: number; unit: PriceUnit; size: string }> = {
  Flower: { price: 35, unit: 'eighth', size: '3.5 g' },
  Edible: { price: 18, unit: 'each', size: '10 × 10 mg' },
  'Extract/Concentrate': { price: 40, unit: 'gram', size: '1 g' },
  Topical: { price: 25, unit: 'each', size: '2 oz' },
};

function describe(c: Chemotype, t: TerpeneClass) {
  const chem = { thc: 'THC-dominant', balanced: 'Balanced THC and CBD', cbd: 'CBD-dominant' }[c];
  const terp = {
    caryophylleneLimonene: 'with caryophyllene and limonene leading the terpenes',
    myrcenePinene: 'with myrcene and pinene leading the terpenes',
    terpinolene: 'with terpinolene leading the terpenes',
  }[t];
  return `${chem}, ${terp}.`;
}

type Between = (a: number, b: number) => number;

/** Plausible lab figures (percent of mass) for a chemotype, terpene class and product form. */
function chemistry(c: Chemotype, t: TerpeneClass, category: string, between: Between) {
  // edibles and topicals are dilute; extracts concentrate cannabinoids and terpenes
  const scale =
    category === 'Extract/Concentrate' ? 3 : category === 'Edible' ? 0.05 : category === 'Topical' ? 0.08 : 1;
  const tscale = category === 'Extract/Concentrate' ? 3.5 : category === 'Flower' ? 1 : 0.1;
  const base = {
    thc: [between(0.3, 0.9), between(0.2, 0.6), between(0.05, 0.3)],
    thcA: [between(17, 27), between(5, 9), between(0.3, 0.8)],
    cbd: [between(0, 0.05), between(0.2, 0.5), between(0.3, 0.9)],
    cbdA: [between(0.02, 0.1), between(6, 11), between(10, 16)],
  };
  const idx = c === 'thc' ? 0 : c === 'balanced' ? 1 : 2;
  const s = (v: number) => Math.round(Math.min(v * scale, 99) * 1000) / 1000;
  const cann = {
    thc: s(base.thc[idx]!),
    thcA: s(base.thcA[idx]!),
    cbd: s(base.cbd[idx]!),
    cbdA: s(base.cbdA[idx]!),
    cbc: s(between(0.02, 0.12)),
    cbg: s(between(0.05, 0.4)),
    cbgA: s(between(0.2, 1.1)),
    cbn: s(between(0, 0.08)),
    thcV: s(between(0, 0.06)),
    cbdV: s(between(0, 0.03)),
  };
  const major = {
    caryophylleneLimonene: {
      caryophyllene: between(0.35, 0.85),
      limonene: between(0.3, 0.75),
      humulene: between(0.1, 0.28),
      linalool: between(0.04, 0.2),
      myrcene: between(0.05, 0.25),
      alphaPinene: between(0.02, 0.09),
      betaPinene: between(0.03, 0.1),
      terpinolene: between(0, 0.02),
      ocimene: between(0, 0.04),
    },
    myrcenePinene: {
      myrcene: between(0.5, 1.2),
      alphaPinene: between(0.2, 0.5),
      betaPinene: between(0.1, 0.28),
      caryophyllene: between(0.08, 0.25),
      limonene: between(0.05, 0.18),
      humulene: between(0.03, 0.08),
      linalool: between(0.02, 0.08),
      terpinolene: between(0, 0.03),
      ocimene: between(0.01, 0.06),
    },
    terpinolene: {
      terpinolene: between(0.4, 1.0),
      ocimene: between(0.1, 0.3),
      myrcene: between(0.1, 0.3),
      betaPinene: between(0.05, 0.15),
      alphaPinene: between(0.03, 0.08),
      caryophyllene: between(0.05, 0.15),
      limonene: between(0.05, 0.15),
      humulene: between(0.01, 0.05),
      linalool: between(0.01, 0.05),
    },
  }[t];
  const terps = Object.fromEntries(
    Object.entries(major).map(([k, v]) => [k, Math.round(Math.min(v * tscale, 15) * 1000) / 1000]),
  ) as Record<keyof typeof major, number>;
  const terpeneTotal = Math.round(Object.values(terps).reduce((a, b) => a + b, 0) * 1.15 * 1000) / 1000;
  return { ...cann, thcTotal: totalThc(cann), cbdTotal: totalCbd(cann), ...terps, terpeneTotal };
}
