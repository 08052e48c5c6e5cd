import * as z from 'zod/mini';
import { messages } from '../messages.ts';

export const ageGateSchema = z.object({
  accepted: z.boolean().check(z.refine((v) => v, { message: messages.ageGateInvalid })),
});
export type AgeGateForm = z.infer<typeof ageGateSchema>;
