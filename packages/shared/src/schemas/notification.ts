import { z } from 'zod';
import { V } from './messages';

/** PUT /notifications/{id}: the one change a notification takes is being read. */
export const notificationReadSchema = z.object({
  read: z.literal(true, { error: V.invalidValue }),
});
