import { z } from 'zod';
import { V } from './messages';

export const loginSchema = z.object({
  email: z.string({ error: V.required }).trim().toLowerCase().min(1, V.required).max(200),
  password: z.string({ error: V.required }).min(1, V.required).max(200),
});
export type LoginInput = z.infer<typeof loginSchema>;
