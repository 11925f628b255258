import { z } from 'zod';
import { requiredText } from './common';
import { V } from './messages';
import { weeklyHoursList, type WeeklyHoursEntry } from './weekly-hours';

/** Texts of the queue form and API (spec 2 §5 'Queue: name 2-50, color 3-9'). */
export const QUEUE_MESSAGES = {
  notFound: 'Fila não encontrada',
  duplicateName: 'Já existe uma fila com este nome',
  duplicateColor: 'Esta cor já está em uso por outra fila',
  invalidColor: 'Cor inválida',
  promptNotFound: 'Prompt não encontrado',
  integrationNotFound: 'Integração não encontrada',
  greetingRequired: 'A mensagem de saudação é obrigatória quando a empresa tem mais de uma fila',
} as const;

const blank = (v: unknown) => v === null || v === '' || v === 'Nenhum';

/** '#RGB', '#RGBA', '#RRGGBB' or '#RRGGBBAA', kept in capitals so '#abc' and '#ABC' collide. */
export const queueColor = requiredText(3, 9)
  .regex(/^#([0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/, QUEUE_MESSAGES.invalidColor)
  .transform((c) => c.toUpperCase());

/** The position in the bot's queue menu; blank means after the numbered ones. */
const orderQueue = z.preprocess(
  (v) => (v === '' || v === null ? null : typeof v === 'string' ? Number(v) : v),
  z
    .number({ error: V.invalidValue })
    .int(V.invalidValue)
    .min(0, V.invalidValue)
    .max(9999, V.invalidValue)
    .nullable(),
);

/** A reference the form may send as null, '' or 'Nenhum' (none chosen). */
const optionalRef = z.preprocess(
  (v) => (blank(v) ? null : typeof v === 'string' ? Number(v) : v),
  z.number({ error: V.invalidValue }).int(V.invalidValue).positive(V.invalidValue).nullable(),
);

const longText = z.string({ error: V.invalidValue }).max(4000, V.tooLong);

/**
 * POST /queue (spec 2 §7: form fields, schedules, promptId or null). Absent texts are empty;
 * absent or empty schedules are the default week.
 */
export const queueCreateSchema = z.object({
  name: requiredText(2, 50),
  color: queueColor,
  orderQueue: orderQueue.optional(),
  greetingMessage: longText.optional(),
  outOfHoursMessage: longText.optional(),
  integrationId: optionalRef.optional(),
  promptId: optionalRef.optional(),
  schedules: weeklyHoursList.optional(),
});
export type QueueCreateInput = z.input<typeof queueCreateSchema>;
export type QueueCreateData = z.output<typeof queueCreateSchema>;

/** PUT /queue/{id}: fields left out keep their value; empty schedules are the default week. */
export const queueUpdateSchema = queueCreateSchema.partial();
export type QueueUpdateInput = z.input<typeof queueUpdateSchema>;
export type QueueUpdateData = z.output<typeof queueUpdateSchema>;

/** A queue as GET /queue and GET /queue/{id} answer it (spec 2 §3 Queue). */
export interface QueueDTO {
  id: number;
  name: string;
  color: string;
  orderQueue: number | null;
  greetingMessage: string;
  outOfHoursMessage: string;
  integrationId: number | null;
  promptId: number | null;
  schedules: WeeklyHoursEntry[];
  createdAt: string;
  updatedAt: string;
}
