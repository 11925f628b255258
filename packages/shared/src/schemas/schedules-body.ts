import { z } from 'zod';
import { weeklyHoursList } from './weekly-hours';

/** PUT /companies/{id}/schedules and POST/PUT /notify/time/ (the spec's clients send `id` too). */
export const schedulesBodySchema = z.object({
  id: z.unknown().optional(),
  schedules: weeklyHoursList,
});
