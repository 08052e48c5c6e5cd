// The sticker sheet templates of the print page (spec 2 section 9: blank-full-000,
// uline-circular-075, -100, -125, -150, -175 and avery-circular-100, which is shown but not
// supported). Geometry in inches on a US Letter sheet: circle diameter, the first circle's top-left
// corner (its bounding square), the pitch between neighbours, and columns × rows. Measurements and
// their source: docs/printing.md.

export interface SheetTemplate {
  id: string;
  name: string;
  supported: boolean;
  /** Circle diameter in inches; 0 for the full-page label. */
  diameter: number;
  columns: number;
  rows: number;
  /** Left and top margins to the first label's bounding square. */
  left: number;
  top: number;
  /** Centre-to-centre distances. */
  pitchX: number;
  pitchY: number;
}

export const SHEET = { width: 8.5, height: 11 } as const;

export const SHEET_TEMPLATES = [
  {
    id: 'blank-full-000',
    name: 'Full page (blank 8.5 × 11″)',
    supported: true,
    diameter: 0,
    columns: 1,
    rows: 1,
    left: 0,
    top: 0,
    pitchX: 8.5,
    pitchY: 11,
  },
  {
    id: 'uline-circular-075',
    name: 'Uline circle ¾″ (108 a sheet)',
    supported: true,
    diameter: 0.75,
    columns: 9,
    rows: 12,
    left: 0.625,
    top: 0.656,
    pitchX: 0.812,
    pitchY: 0.812,
  },
  {
    id: 'uline-circular-100',
    name: 'Uline circle 1″ (63 a sheet)',
    supported: true,
    diameter: 1,
    columns: 7,
    rows: 9,
    left: 0.375,
    top: 0.5,
    pitchX: 1.125,
    pitchY: 1.125,
  },
  {
    id: 'uline-circular-125',
    name: 'Uline circle 1¼″ (48 a sheet)',
    supported: true,
    diameter: 1.25,
    columns: 6,
    rows: 8,
    left: 0.3438,
    top: 0.2813,
    pitchX: 1.3125,
    pitchY: 1.3125,
  },
  {
    id: 'uline-circular-150',
    name: 'Uline circle 1½″ (30 a sheet)',
    supported: true,
    diameter: 1.5,
    columns: 5,
    rows: 6,
    left: 0.25,
    top: 0.6875,
    pitchX: 1.625,
    pitchY: 1.625,
  },
  {
    id: 'uline-circular-175',
    name: 'Uline circle 1¾″ (20 a sheet)',
    supported: true,
    diameter: 1.75,
    columns: 4,
    rows: 5,
    left: 0.4453,
    top: 0.4,
    pitchX: 1.95312,
    pitchY: 2.1125,
  },
  {
    id: 'avery-circular-100',
    name: 'Avery circle 1″ (not supported)',
    supported: false,
    diameter: 1,
    columns: 0,
    rows: 0,
    left: 0,
    top: 0,
    pitchX: 0,
    pitchY: 0,
  },
] as const satisfies readonly SheetTemplate[];

export type TemplateId = (typeof SHEET_TEMPLATES)[number]['id'];
export const TEMPLATE_IDS = SHEET_TEMPLATES.map((t) => t.id) as [TemplateId, ...TemplateId[]];

export const templateOf = (id: string): SheetTemplate | undefined => SHEET_TEMPLATES.find((t) => t.id === id);

/** Stickers on one sheet. */
export const perSheet = (t: SheetTemplate) => t.columns * t.rows;

/** The most stickers one job prints (our limit: ten sheets of the smallest circles). */
export const MAX_STICKERS = 1080;

export const MAX_CARD_PRODUCTS = 100;
