import type { SafetyPanels, SafetySummary } from './schemas/safety-panels.ts';

// Kept apart from the panels' schemas, which need zod: the product page, the lab-result page and
// the kiosk read these on a first visit, where zod would cost about 10 KB compressed.

/**
 * The safety tests of a lab result, beside its potency: what Washington requires of every adult-use
 * product (pesticides since 2022-04-02, heavy metals, microbials, mycotoxins, moisture and water
 * activity, foreign matter) and of extracts (residual solvents). Each panel keeps the lab's own
 * status and, per analyte, the figure, unit and limit it printed, so a reader sees why it passed.
 */
export const PANELS = [
  { key: 'pesticides', label: 'Pesticides' },
  { key: 'heavyMetals', label: 'Heavy metals' },
  { key: 'microbials', label: 'Microbials' },
  { key: 'mycotoxins', label: 'Mycotoxins' },
  { key: 'moisture', label: 'Moisture and water activity' },
  { key: 'foreignMatter', label: 'Foreign matter' },
  { key: 'residualSolvents', label: 'Residual solvents' },
] as const;
export type PanelKey = (typeof PANELS)[number]['key'];
export const PANEL_KEYS = PANELS.map((p) => p.key) as [PanelKey, ...PanelKey[]];

export const PANEL_STATUSES = ['pass', 'fail', 'not tested'] as const;
export type PanelStatus = (typeof PANEL_STATUSES)[number];

/** Each reported panel's status alone, in the table's order: what a card or a list shows. */
export const safetySummary = (panels: SafetyPanels | undefined): SafetySummary | undefined => {
  if (!panels) return undefined;
  const out: SafetySummary = {};
  for (const { key } of PANELS) if (panels[key]) out[key] = panels[key].status;
  return Object.keys(out).length ? out : undefined;
};
