import { z } from 'zod';
import { idParam, phoneDigits, requiredText } from './common';
import { V } from './messages';

/**
 * PUT /sandbox/{connectionId}/numbers/{number}: what the simulated phone's WhatsApp says of a
 * number (on WhatsApp or not, with a profile picture or not). Unlisted: on it, no picture.
 */
export const sandboxNumberSchema = z.object({
  onWhatsapp: z.boolean({ error: 'Required' }),
  picture: z.boolean().optional().default(false),
});
export const sandboxNumberParams = z.object({
  connectionId: idParam,
  number: phoneDigits(8, 20),
});

/** Parameters a template's body may take, and the length of each. */
export const TEMPLATE_PARAMETERS_MAX = 20;

/** POST /messages/{ticketId}/template: an approved template with its body's parameters. */
export const templateSendSchema = z.object({
  name: requiredText(1, 512),
  language: requiredText(2, 15),
  parameters: z
    .array(z.string().trim().min(1, 'Required').max(1024, V.tooLong))
    .max(TEMPLATE_PARAMETERS_MAX, V.tooLong)
    .optional()
    .default([]),
});
export type TemplateSendInput = z.input<typeof templateSendSchema>;
export type TemplateSendData = z.output<typeof templateSendSchema>;

/** An approved message template of a cloud-api connection (GET /whatsapp/{id}/templates). */
export interface MessageTemplateDTO {
  name: string;
  language: string;
  category: string;
  /** Header and footer texts when they are text; the body with its {{n}} placeholders. */
  header: string | null;
  body: string;
  footer: string | null;
  /** How many {{n}} the body takes: the parameters a send must give. */
  parameterCount: number;
}

/** The body with each {{n}} replaced by the n-th parameter (left as is when missing). */
export function renderTemplateBody(body: string, parameters: string[]) {
  return body.replace(/\{\{(\d+)\}\}/g, (all, n: string) => parameters[Number(n) - 1] ?? all);
}

/** The number of distinct {{n}} placeholders, i.e. the highest n. */
export function templateParameterCount(body: string) {
  let max = 0;
  for (const m of body.matchAll(/\{\{(\d+)\}\}/g)) max = Math.max(max, Number(m[1]));
  return max;
}
