import { z } from 'zod';
import { messages } from '../messages.ts';

export const ageGateSchema = z.object({
  accepted: z.boolean().refine((v) => v, { message: messages.ageGateInvalid }),
});
export type AgeGateForm = z.infer<typeof ageGateSchema>;
