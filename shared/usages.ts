// The binder's activities (spec 1 section 3), without zod: the product page lists them and must
// not carry the schema library.

export const USAGES = ['Thinking', 'Working', 'Relaxing', 'Sleeping', 'Romance', 'Socializing', 'Exercise', 'Medicinal', 'Other'] as const;
export type Usage = (typeof USAGES)[number];
/** 1 up, -1 down, 0 not rated yet. */
export const RATINGS = [1, -1, 0] as const;
