import { z } from 'zod';
import { ALL_TICKET_VALUES, PROFILES } from '../constants';
import { email, requiredText, writtenPhone } from './common';
import { requiredError } from './messages';
import { currentPassword, newPassword as password } from './password';

const queueIds = z.array(z.coerce.number().int().positive()).max(500);

const userPhone = writtenPhone(50);

export const userCreateSchema = z.object({
  name: requiredText(2, 50),
  email,
  password,
  profile: z.enum(PROFILES, { error: requiredError }).default('user'),
  number: userPhone.optional().nullable(),
  queueIds: queueIds.optional().default([]),
  whatsappId: z.coerce.number().int().positive().nullable().optional(),
  allTicket: z.enum(ALL_TICKET_VALUES).default('desabled'),
});
export type UserCreateInput = z.input<typeof userCreateSchema>;

/** On edit a blank password keeps the current one (the modal sends ''). */
export const userUpdateSchema = z.object({
  name: requiredText(2, 50).optional(),
  email: email.optional(),
  password: z
    .union([z.literal(''), password])
    .optional()
    .transform((v) => (v ? v : undefined)),
  /** Required when users change their own password or e-mail. */
  currentPassword: currentPassword.optional(),
  profile: z.enum(PROFILES).optional(),
  number: userPhone.optional().nullable(),
  queueIds: queueIds.optional(),
  whatsappId: z.coerce.number().int().positive().nullable().optional(),
  allTicket: z.enum(ALL_TICKET_VALUES).optional(),
});
export type UserUpdateInput = z.input<typeof userUpdateSchema>;

/** The web form validates with the same rules; password is optional when editing. */
export const userFormSchema = z.object({
  name: requiredText(2, 50),
  email,
  password: z.union([z.literal(''), password]),
  currentPassword,
  profile: z.enum(PROFILES, { error: requiredError }),
  queueIds: z.array(z.number()),
  allTicket: z.enum(ALL_TICKET_VALUES),
  /** The user's own phone number, and the connection their new tickets go out through. */
  number: userPhone,
  whatsappId: z.number().nullable(),
});
export type UserFormValues = z.infer<typeof userFormSchema>;
export type UserCreateData = z.output<typeof userCreateSchema>;
export type UserUpdateData = z.output<typeof userUpdateSchema>;
