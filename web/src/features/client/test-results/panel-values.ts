import { PANELS, type PanelKey, type PanelStatus } from '#shared/safety-panels';
import type { Analyte, SafetyPanels } from '#shared/schemas/safety-panels';

// The safety panel editor holds every panel, reported or not, and each figure as the text typed,
// so unticking a panel and ticking it again loses nothing and 'abc' in a figure's box reaches the
// schema as what it is (not a number) rather than vanishing. What is sent is the schema's shape:
// the reported panels only, a figure only beside the reading Value.

/** An analyte row as typed: figures as text, no verdict as ''. */
export type AnalyteValues = Pick<Analyte, 'name' | 'reading' | 'unit'> & {
  amount: string;
  limit: string;
  status: '' | NonNullable<Analyte['status']>;
};

/** A panel as the editor holds it: whether the certificate reports it, its status, its rows. */
export interface PanelValues {
  reported: boolean;
  status: PanelStatus;
  analytes: AnalyteValues[];
}
export type PanelsValues = Record<PanelKey, PanelValues>;

/** The unit a new row of a panel starts with: the one labs print for it (µg/kg for mycotoxins' ppb). */
const FIRST_UNIT: Record<PanelKey, Analyte['unit']> = {
  pesticides: 'ug/g',
  heavyMetals: 'ug/g',
  microbials: 'CFU/g',
  mycotoxins: 'ug/kg',
  moisture: '%',
  foreignMatter: '%',
  residualSolvents: 'ug/g',
};

/** A new row: the unit of the row above (a panel's analytes mostly share one), else the panel's usual one. */
export const newAnalyte = (key: PanelKey, above?: AnalyteValues): AnalyteValues => ({
  name: '',
  reading: 'ND',
  amount: '',
  unit: above?.unit ?? FIRST_UNIT[key],
  limit: '',
  status: '',
});

const printed = (n: number | undefined) => (n === undefined ? '' : String(n));

/** The editor's values for a result's panels (every panel; those not reported unticked and empty). */
export function panelsFormOf(panels: SafetyPanels | undefined): PanelsValues {
  return Object.fromEntries(
    PANELS.map(({ key }) => {
      const p = panels?.[key];
      const values: PanelValues = {
        reported: !!p,
        status: p?.status ?? 'pass',
        analytes: (p?.analytes ?? []).map((a) => ({
          name: a.name,
          reading: a.reading,
          amount: printed(a.amount),
          unit: a.unit,
          limit: printed(a.limit),
          status: a.status ?? '',
        })),
      };
      return [key, values];
    }),
  ) as PanelsValues;
}

// a figure as typed: nothing, or a number ('1.2', '.5', '1,000'); anything else is NaN, which the
// schema refuses with its own message (analyteNotANumber)
const numberOf = (typed: string): number | undefined => {
  const t = typed.trim().replaceAll(',', '');
  if (!t) return undefined;
  return /^(\d+(\.\d*)?|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
};

/**
 * The panels to send, in the schema's shape: the reported ones, each analyte's name trimmed, a
 * figure only with the reading Value, no verdict left out. Row order is kept, so the schema's
 * messages land on the rows they are about (`panels.pesticides.analytes.1.status`).
 */
export function panelsOf(values: PanelsValues): SafetyPanels {
  const out: SafetyPanels = {};
  for (const { key } of PANELS) {
    const p = values[key];
    if (!p.reported) continue;
    out[key] = {
      status: p.status,
      analytes: p.analytes.map((a) => {
        const amount = a.reading === 'value' ? numberOf(a.amount) : undefined;
        const limit = numberOf(a.limit);
        return {
          name: a.name.trim(),
          reading: a.reading,
          ...(amount === undefined ? {} : { amount }),
          unit: a.unit,
          ...(limit === undefined ? {} : { limit }),
          ...(a.status ? { status: a.status } : {}),
        };
      }),
    };
  }
  return out;
}

/** Whether the editor reports any panel (the certificate's panels fill it only when it reports none). */
export const reportsAny = (values: PanelsValues) => PANELS.some(({ key }) => values[key].reported);
