// Potency arithmetic, free of zod so the web app can use it without loading the schemas.

/** Decarboxylation loses CO2: THCA weighs 1/0.877 of the THC it becomes (same for CBDA). */
export const DECARB_FACTOR = 0.877;

const round3 = (n: number) => Math.round(n * 1000) / 1000;

export const totalThc = (t: { thc?: number; thcA?: number }) => round3((t.thc ?? 0) + DECARB_FACTOR * (t.thcA ?? 0));
export const totalCbd = (t: { cbd?: number; cbdA?: number }) => round3((t.cbd ?? 0) + DECARB_FACTOR * (t.cbdA ?? 0));
