import * as z from 'zod/mini';

/** A download: a short-lived link the page opens in a new tab (spec 2: "response link"). */
export const linkAnswerSchema = z.object({ error: z.literal(false), link: z.string() });
