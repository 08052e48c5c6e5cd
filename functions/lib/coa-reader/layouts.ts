import { readDate, type Label } from './fields.ts';
import type { Line } from './text.ts';

// The lab layouts the reader knows: how to tell one (words only its certificates print) and the
// labels of its text fields. A certificate of any other layout is still read for figures (table
// rows under unit headers need no layout), but no lab name is guessed and only the commonest
// labels are read.

export interface Layout {
  id: string;
  /** The lab's name, or how to read it from the certificate (a portal printing other labs' reports). */
  labName: string | Label[];
  strain: Label[];
  sampleType: Label[];
  sampleLot: Label[];
  parentLot: Label[];
  tested: Label[];
  sampled: Label[];
  reported: Label[];
}

const date = (printed: string) => readDate(printed);
// 'Cherry Punch 1/2 oz.', 'Cloud Cake (1g)': the strain without the package size
// a size inside the name ('Autumn Brands 3.5g Mother's Milk') says the name is a product's: no strain
const SIZE = /\(?\d+(?:\.\d+)?(?:\/\d+)?\s*(?:oz|g|grams?|mg|ml|lbs?)\b\.?\)?/i;
export const strainOf = (printed: string) => {
  const name = printed.replace(new RegExp(`\\s*${SIZE.source}\\s*$`, 'i'), '').trim();
  return name && !SIZE.test(name) ? name : undefined;
};
// an id is one token of letters, digits and . - _ (or digit groups: '9335 6375 1131 1120')
const id = (printed: string) => (/^[\w.-]+$/.test(printed) ? printed : undefined);
// a lot id read by a common label ('Batch:') holds a digit: 'BATCH: PASS' is the batch's verdict
const lotId = (printed: string) => (/\d/.test(printed) ? id(printed) : undefined);
// a METRC package tag: '1A4', the licensee's number and a serial, 24 letters and digits
const metrc = (printed: string) => (/^1A[0-9A-Z]{22}$/.test(printed) ? printed : undefined);
// a date with its time ('03/09/2021 11:42, 03/10/2021 03:47'): the first one, where OCR may have
// lost the space before the time
const dateFirst = (printed: string) => {
  const m = /^(\d{1,2}\/\d{1,2}\/\d{4})(?:\s*\d{1,2}:\d{2})?(?:,|$)/.exec(printed.trim());
  return m ? readDate(m[1]!) : undefined;
};
const BROAD_CLASS = /^(?:plant|inhalable|ingestible|topical|cannabis|marijuana|other)$/i;
const CANNABINOIDS = /^(?:\[\w\]\s*)?(?:cannabinoids?|potency)\b/i;
const L = (label: RegExp, extra: Omit<Label, 'label'> = {}): Label => ({ label, ...extra });

// The common label vocabularies of certificates (Washington CCRS and METRC states' fields, the LIMS
// portals' reports), for a layout the reader does not know. Each field's labels are in the order its
// meaning asks: the traceability tag before the lab's own id, a source package before a batch name.
const generic: Layout = {
  id: 'unknown',
  labName: [],
  // a label with nothing beside it may head its value, left-aligned under it ('Sample Name:' over
  // 'Dirty Banana Breath')
  strain: [
    L(/Strain:/, { value: strainOf, below: true }),
    L(/Strain Name:/, { value: strainOf, below: true }),
    L(/Sample Name:/, { value: strainOf, below: true }),
    // a caption in capitals over its value; a table's 'Sample Name' column holds product names
    L(/Sample Name/, { value: strainOf, caption: 'caps' }),
  ],
  // a certificate may print a type and a matrix ('Matrix: Plant' with 'Type: Flower - Cured',
  // 'Sample Type: Inhalable' with 'Sample Matrix: Flower (Unpacked)'): read only when they agree, a
  // regulatory class (plant, inhalable, ingestible, topical) yielding to the product's own type
  sampleType: [
    L(/(?:Sample |Product )?(?:Type|Matrix|Class|Category)\s*:/, { agree: true, broad: BROAD_CLASS, below: true }),
    L(/(?:Sample )?(?:Matrix|Type)/, { caption: 'any' }),
  ],
  sampleLot: [
    L(/METRC Sample(?: ID| Tag)?:/, { value: lotId }),
    L(/METRC Tag:/, { value: lotId }),
    L(/(?:Inventory|Sample) (?:ID|#):/, { value: lotId, below: true }),
    L(/Sample:/, { value: lotId }),
    L(/(?:Track and Trace )?Test Package|METRC (?:Tag|Sample)(?: ID)?/, { value: lotId, caption: 'any' }),
  ],
  parentLot: [
    L(/METRC (?:Source|SRC)(?: ID| Tag| UID| Package)?:/, { value: lotId }),
    L(/Source (?:Package|Metrc UID|UID)(?: ID)?:/, { value: lotId, below: true }),
    L(/METRC Batch(?: ID)?:/, { value: lotId }),
    L(/Harvest\/Lot ID:/, { value: lotId }),
    L(/Batch(?: ID| #|#)?:/, { value: lotId }),
    L(/Lot(?: ID| #|#)?:/, { value: lotId }),
    L(/(?:Track and Trace )?Source Package(?:\(s\)|s)?|METRC Source (?:Tag|ID|UID)/, { value: lotId, caption: 'any' }),
    L(/Batch(?: ID| #|#)?/, { value: lotId, caption: 'any' }),
  ],
  // the cannabinoids' test date: a date label on their section's line, a section title with its date
  // ('CANNABINOID TEST RESULTS - 11/17/2021', 'M-024: POTENCY BY HPLC // MAR 07, 2022'), their row
  // of a summary table, else a label printed once (or always with the same date); each analysis's
  // own date is not the cannabinoids'
  tested: [
    L(/(?:Date Tested|Test Date|Analysis Date|Date Analyzed|Running On)\s*:/, { value: date, on: CANNABINOIDS }),
    // a date label under the cannabinoids' title, however far below it ('CANNABINOID ANALYSIS' over its
    // table, then 'Sample Analyzed:'; each analysis has its own)
    L(/(?:Date Tested|Test Date|Analysis Date|Date Analyzed|Sample Analyzed|Running On)\s*:/, {
      value: date,
      section: CANNABINOIDS,
    }),
    L(/.*?(?:cannabinoids?|potency)[^/:]*?(?:\/\/|\s-\s)/, { value: date }),
    L(/Cannabinoids?|Potency/, { value: date, column: /^(?:Date Tested|Test Date|Tested|Date)$/i }),
    L(/Date Tested:/, { value: date, agree: true }),
    L(/Test Date:/, { value: date, agree: true }),
    L(/Analysis Date:/, { value: date, agree: true }),
  ],
  sampled: [
    L(/Date Collected:/, { value: date }),
    L(/Date Sampled:/, { value: date }),
    L(/Collected(?: On)?:/, { value: date }),
    L(/Sampled:/, { value: date }),
  ],
  reported: [
    L(/Report Date:/, { value: date }),
    L(/Date Issued:?/, { value: date }),
    L(/Date Reported:/, { value: date }),
    L(/Reported:/, { value: date }),
    L(/Completed:/, { value: date }),
    L(/Report Created:/, { value: date }),
    L(/Report Submitted:/, { value: date }),
  ],
};

const layouts: (Layout & { marks: RegExp })[] = [
  {
    // reports issued through the Confident Cannabis portal: the lab is named at the top
    ...generic,
    id: 'confident-cannabis',
    // the portal's 'fi' ligature may come out as another glyph or none ('Con×dent', 'Condent')
    marks: /con\s?(?:fi|[^\sa-z])?\s?dent\s*cannabis/i,
    labName: [L(/Analysis by/)],
    sampleType: [L(/Type:/)],
    sampleLot: [L(/METRC Sample:/, { value: id }), L(/Sample(?: ID)?:/, { value: id })],
    parentLot: [L(/METRC Batch:/, { value: id }), L(/Batch#:/, { value: id })],
    sampled: [L(/Collected:/, { value: date })],
    reported: [L(/Completed:/, { value: date }), L(/Report Created:/, { value: date })],
  },
  {
    ...generic,
    id: 'sc-labs',
    marks: /SC Laboratories|sclabs\.com/i,
    labName: 'SC Labs',
    strain: [L(/SAMPLE NAME:/, { value: strainOf })],
    sampleLot: [L(/Sample ID:/, { value: id })],
    parentLot: [L(/Source Metrc UID:/, { value: id, below: true })],
    tested: [L(/CANNABINOID TEST RESULTS/, { value: date })],
    sampled: [L(/Date Collected:/, { value: date })],
    reported: [L(/DATE ISSUED/, { value: date })],
  },
  {
    ...generic,
    id: 'kaycha-labs',
    marks: /Kaycha Labs/i,
    labName: 'Kaycha Labs',
    // the product's name, then its strain (or N/A) centred over 'Matrix:'
    strain: [L(/Matrix\s*:/, { above: true, value: strainOf })],
    sampleType: [L(/Matrix\s*:/)],
    sampleLot: [L(/Sample\s*:/, { value: id })],
    parentLot: [L(/Harvest\/Lot ID:/, { value: id })],
    tested: [L(/Running on\s*:/, { value: date })],
    sampled: [L(/Sampled\s*:?/, { value: date })],
    reported: [L(/Completed\s*:/, { value: date })],
  },
  {
    ...generic,
    id: 'mcr-labs',
    marks: /MCR Labs/,
    labName: 'MCR Labs',
    strain: [],
    sampleLot: [L(/METRC Tag:/, { value: id })],
    parentLot: [],
  },
  {
    ...generic,
    id: 'confidence-analytics',
    marks: /Confidence Analytics/,
    labName: 'Confidence Analytics',
    strain: [L(/Sample Name:/, { value: strainOf, below: true })],
    sampleType: [L(/Type:/, { below: true })],
    sampleLot: [L(/Inventory #:/, { value: id, below: true })],
    parentLot: [],
    tested: [L(/Date of Testing:/, { value: date, below: true })],
    sampled: [L(/Date of Harvest:/, { value: date, below: true })],
    reported: [L(/Document Created:/, { value: date, below: true })],
  },
  {
    ...generic,
    id: 'steep-hill',
    marks: /Steep Hill|steephill\.com/i,
    labName: 'Steep Hill',
    strain: [],
    sampleType: [L(/Product Class:/)],
    sampleLot: [L(/METRC Sample ID:/, { value: id })],
    parentLot: [L(/METRC Source ID:/, { value: id })],
    tested: [L(/Analysis Date:/, { value: date })],
    reported: [L(/Report Submitted:/, { value: date })],
  },
  {
    ...generic,
    id: 'sonoma-labworks',
    marks: /Sonoma Lab Works/i,
    labName: 'Sonoma Lab Works',
    strain: [L(/Sample Name:/, { value: strainOf })],
    sampleType: [L(/Sample Matrix:/)],
    sampleLot: [L(/METRC Tag:/, { value: id })],
    parentLot: [L(/Batch #:/, { value: id })],
    // each analysis prints its own date, the cannabinoids' first
    tested: [L(/Date Tested:/, { value: date, first: true })],
  },
  {
    // read by OCR (its fonts have no Unicode mapping): labels in capitals head their values, and
    // each analysis repeats 'Sample Analyzed:', the cannabinoids' first
    ...generic,
    id: 'cannalysis',
    marks: /cannalysis\.com/i,
    labName: 'Cannalysis',
    strain: [L(/SAMPLE NAME/, { under: true, value: strainOf })],
    sampleType: [L(/MATRIX/, { under: true })],
    sampleLot: [L(/TRACK AND TRACE TEST PACKAGE/, { under: true, value: metrc })],
    parentLot: [L(/TRACK AND TRACE SOURCE PACKAGE\(S\)/, { under: true, value: metrc })],
    tested: [L(/Sample Analyzed:/, { first: true, value: dateFirst })],
    sampled: [L(/COLLECTED, RECEIVED/, { under: true, value: dateFirst })],
    reported: [L(/Sample Approved:/, { first: true, value: dateFirst })],
  },
];

/** The layout of a certificate no lab's marks were looked for on. */
export const unknownLayout: Layout = generic;

/** The layout of a certificate: the first whose marks its text carries, else the generic one. */
export function layoutOf(lines: Line[]): Layout {
  const text = lines.map((l) => l.cells.map((c) => c.text).join(' ')).join('\n');
  return layouts.find((l) => l.marks.test(text)) ?? generic;
}
