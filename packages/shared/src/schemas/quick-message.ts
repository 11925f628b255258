import { z } from 'zod';
import { V } from './messages';
import { pageQuery } from './common';

/** Texts of the quick message form and API (spec 2 §5 'shortcode required'). */
export const QUICK_MESSAGE_MESSAGES = {
  notFound: 'Resposta rápida não encontrada',
  shortcodeTaken: 'Já existe uma resposta rápida com este atalho',
  noAttachment: 'Sem anexo',
  fileMissing: 'Envie o arquivo como multipart/form-data no campo "file"',
  imageOnly: 'Apenas imagens png, jpg ou jpeg',
} as const;
/** Size of one page of GET /quick-messages and of GET /quick-messages/list. */
export const QUICK_MESSAGE_PAGE_SIZE = 20;
export const QUICK_MESSAGE_LIST_MAX = 1_000;
export const QUICK_MESSAGE_STATUSES = ['active', 'inactive'] as const;

const text = (max: number) =>
  z.string({ error: (i) => (i.input == null ? V.mandatory : V.invalidValue) }).max(max, V.tooLong);

/**
 * POST /quick-messages and PUT /quick-messages/{id}. companyId and userId, which the spec's
 * client sends too, are taken from the session and ignored here.
 */
export const quickMessageSchema = z.object({
  shortcode: text(100).trim().min(1, V.mandatory),
  message: z.preprocess((v) => (v == null ? '' : v), text(65_536)),
  geral: z.boolean({ error: V.invalidValue }).optional().default(false),
  status: z.enum(QUICK_MESSAGE_STATUSES, { error: V.invalidValue }).optional().default('active'),
});
export type QuickMessageInput = z.input<typeof quickMessageSchema>;
export type QuickMessageData = z.output<typeof quickMessageSchema>;

/** GET /quick-messages: the page's search (userId is accepted and ignored: the session says). */
export const quickMessageListQuery = pageQuery.extend({
  userId: z.string().optional(),
});
