import { CANNABINOIDS, MAIN_TERPENES, type MeasureKey } from '#shared/schemas/test-result';

export { labelOf } from '#shared/figure-labels';

/** The short form's figures, each marked required (spec 2 §5): they are what a cannastamp draws. */
export const SHORT_CANNABINOIDS = ['thc', 'thcA', 'thcTotal', 'cbd', 'cbdA', 'cbdTotal', 'cbc', 'cbg', 'cbn'] as const;
export const MARKED_REQUIRED = new Set<MeasureKey>([...SHORT_CANNABINOIDS, ...MAIN_TERPENES]);
/** The optional cannabinoids of the extended data. */
export const OPTIONAL_CANNABINOIDS = CANNABINOIDS.filter((k) => !MARKED_REQUIRED.has(k));
