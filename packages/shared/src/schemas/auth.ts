import { z } from 'zod';
import { requiredError, V } from './messages';

export const loginSchema = z.object({
  email: z.string({ error: requiredError }).trim().toLowerCase().min(1, V.required).max(200),
  password: z.string({ error: requiredError }).min(1, V.required).max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;
