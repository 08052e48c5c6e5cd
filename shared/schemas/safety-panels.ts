import * as z from 'zod/mini';
import * as testResultMessages from '../messages/client/test-results.ts';
import { text } from './common.ts';
import { PANEL_KEYS, PANEL_STATUSES, PANELS, type PanelKey, type PanelStatus } from '../safety-panels.ts';

/** The units certificates print for safety analytes: percent, µg/g (ppm), µg/kg (ppb), colonies, water activity, count. */
export const PANEL_UNITS = ['%', 'ug/g', 'ug/kg', 'CFU/g', 'aw', 'ea.'] as const;

/**
 * How the lab reported an analyte: a figure, or one of the three that are not figures and must
 * not be mixed up: not detected, detected below the limit of quantitation, and not tested.
 */
export const READINGS = ['value', 'ND', '<LOQ', 'NT'] as const;

// a figure that is not one (text typed in the form's box) says so, rather than zod's 'expected number'
const amount = () =>
  z.number({ error: testResultMessages.analyteNotANumber }).check(z.gte(0, testResultMessages.atLeastZero), z.lte(1e9));

export const analyteSchema = z
  .object({
    name: text(80, 1),
    reading: z.enum(READINGS),
    /** The figure, when `reading` is 'value'. */
    amount: z.optional(amount()),
    unit: z.enum(PANEL_UNITS),
    /** The action level the lab compared the figure with, in the same unit. */
    limit: z.optional(amount()),
    /** The lab's verdict on this analyte, when it printed one. */
    status: z.optional(z.enum(['pass', 'fail'])),
  })
  .check(
    z.refine((a) => (a.reading === 'value') === (a.amount !== undefined), {
      error: testResultMessages.analyteFigureAndReading,
      path: ['amount'],
    }),
    z.refine((a) => !(a.status === 'pass' && a.amount !== undefined && a.limit !== undefined && a.amount > a.limit), {
      error: (iss) => testResultMessages.analyteOverLimitPasses((iss.input as { name: string }).name),
      path: ['status'],
    }),
  );
export type Analyte = z.infer<typeof analyteSchema>;

const labelOf = (key: PanelKey) => PANELS.find((p) => p.key === key)!.label;

/** What is wrong with a panel as a whole, as its message; undefined when it holds together. */
const panelProblem = (key: PanelKey, p: { status: PanelStatus; analytes: Analyte[] }) => {
  const failed = p.analytes.find((a) => a.status === 'fail');
  if (p.status === 'pass' && failed) return testResultMessages.panelPassesWithFailure(labelOf(key), failed.name);
  if (p.status === 'not tested' && p.analytes.some((a) => a.reading !== 'NT'))
    return testResultMessages.notTestedPanelHasResults(labelOf(key));
  return undefined;
};

const panelSchema = (key: PanelKey) =>
  z
    .object({
      status: z.enum(PANEL_STATUSES),
      analytes: z.array(analyteSchema).check(z.maxLength(250)),
    })
    .check(
      z.refine((p) => panelProblem(key, p) === undefined, {
        error: (iss) =>
          panelProblem(key, iss.input as { status: PanelStatus; analytes: Analyte[] }) ?? 'is not possible',
        path: ['status'],
      }),
    );

/** A result's panels by key; a panel left out was not reported (the certificate said nothing of it). */
export const safetyPanelsSchema = /* @__PURE__ */ (() =>
  z.strictObject(
    Object.fromEntries(PANEL_KEYS.map((k) => [k, z.optional(panelSchema(k))])) as {
      [P in PanelKey]: z.ZodMiniOptional<ReturnType<typeof panelSchema>>;
    },
  ))();
export type SafetyPanels = z.infer<typeof safetyPanelsSchema>;

/** Each reported panel's status alone, in the table's order: what a card or a list shows. */
export const safetySummarySchema = z.partialRecord(z.enum(PANEL_KEYS), z.enum(PANEL_STATUSES));
export type SafetySummary = z.infer<typeof safetySummarySchema>;
