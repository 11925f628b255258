import { z } from 'zod';
import { requiredError, V } from './messages';
import type { WeeklyHours } from '../weekly-hours';

export const NOTIFY_MESSAGES = {
  digitsOnly: 'Use apenas números, com o código do país e o DDD',
  userTaken: 'Este usuário já recebe as notificações',
  notFound: 'Destinatário não encontrado',
} as const;

/** A recipient's WhatsApp number: digits only, country and area code included (5511999998888). */
export const notifyWhatsappNumber = z
  .string({ error: requiredError })
  .trim()
  .min(1, V.required)
  .regex(/^\d+$/, NOTIFY_MESSAGES.digitsOnly)
  .min(10, V.tooShort)
  .max(15, V.tooLong);

/** POST /notify/user and PUT /notify/user/{id} (spec 2 §3 'Save payload'). */
export const notifyUserSchema = z.object({
  userId: z.coerce.number({ error: requiredError }).int(V.invalidValue).positive(V.required),
  isActive: z.boolean({ error: V.invalidValue }).default(true),
  whatsappNumber: notifyWhatsappNumber,
});
export type NotifyUserInput = z.input<typeof notifyUserSchema>;
export type NotifyUserData = z.output<typeof notifyUserSchema>;

/** One recipient as the Notifications screen lists it. */
export interface NotifyUserDTO {
  id: number;
  userId: number;
  name: string;
  whatsappNumber: string;
  active: boolean;
}

/** GET /notify/: the recipients and the hours in which they are told (each empty by default). */
export interface NotifyDTO {
  users: NotifyUserDTO[];
  schedules: WeeklyHours[];
}
