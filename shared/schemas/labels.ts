import * as z from 'zod/mini';
import { findLabelOption, LABEL_TYPES, PACKAGE_WEIGHTS } from '../cannastamp/label.ts';
import * as exportMessages from '../messages/client/exports.ts';
import { idSchema } from './common.ts';

// Each schema here is built inside a call marked pure: the routes module of the exports
// (shared/routes/client/exports.ts) also serves the PNG and SVG handlers, whose bundles then drop
// these schemas and the label catalogue they read (2.6 KB, where the PNG bundle has 3 KB left).
const inches = /* @__PURE__ */ (() =>
  z.optional(
    z.number().check(z.gte(0, exportMessages.labelSizeUnknown), z.lte(11, exportMessages.labelSizeUnknown)),
  ))();

/**
 * POST getCannastampPdf (spec 2): lotId, type, dimension1, dimension2 in inches. `weight` (grams,
 * one of the spec's package sizes) is ours: it puts the milligrams in the package on the label.
 */
export const cannastampPdfBodySchema = /* @__PURE__ */ (() =>
  z
    .object({
      lotId: idSchema,
      type: z.enum(LABEL_TYPES, exportMessages.labelSizeUnknown),
      dimension1: inches,
      dimension2: inches,
      weight: z.optional(
        z
          .number()
          .check(
            z.refine((w) => (PACKAGE_WEIGHTS as readonly number[]).includes(w), exportMessages.labelWeightUnknown),
          ),
      ),
    })
    .check(
      z.refine((b) => findLabelOption(b.type, b.dimension1, b.dimension2) !== undefined, {
        message: exportMessages.labelSizeUnknown,
        path: ['dimension1'],
      }),
    ))();
