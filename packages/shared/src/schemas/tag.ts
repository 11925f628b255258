import { z } from 'zod';
import { requiredError, V } from './messages';

/** Texts of the tag form and API (spec 2 §5 'Tag: name min 3, required'). */
export const TAG_MESSAGES = {
  tooShort: 'Mensagem muito curta',
  duplicate: 'Já existe uma etiqueta com este nome',
  notFound: 'Etiqueta não encontrada',
  invalidColor: 'Cor inválida',
} as const;
export const TAG_DEFAULT_COLOR = '#5C59A0';
/** Size of GET /tags/list and of one sync. */
export const TAG_LIST_MAX = 5_000;
export const TAG_SYNC_MAX = 100;

const id = z.coerce.number({ error: requiredError }).int(V.invalidValue).positive(V.invalidValue);

export const tagName = z
  .string({ error: (i) => (i.input == null ? V.mandatory : V.invalidValue) })
  .trim()
  .min(1, V.mandatory)
  .min(3, TAG_MESSAGES.tooShort)
  .max(50, V.tooLong);

/** '#RGB' up to '#RRGGBBAA'; blank or absent means the default colour. */
export const tagColor = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  z
    .string()
    .trim()
    .regex(/^#[0-9a-fA-F]{2,8}$/, TAG_MESSAGES.invalidColor)
    .optional()
    .default(TAG_DEFAULT_COLOR),
);

/** POST /tags from the chat's tag editor. */
export const tagCreateSchema = z.object({ name: tagName, color: tagColor });
export type TagCreateInput = z.input<typeof tagCreateSchema>;
export type TagCreateData = z.output<typeof tagCreateSchema>;

/** POST /tags/sync: the ticket's tags become exactly `tags` (other keys of each are ignored). */
export const tagSyncSchema = z.object({
  ticketId: id,
  tags: z.array(z.object({ id }), { error: requiredError }).max(TAG_SYNC_MAX, V.tooLong),
});
export type TagSyncInput = z.input<typeof tagSyncSchema>;
export type TagSyncData = z.output<typeof tagSyncSchema>;

export interface TagDTO {
  id: number;
  name: string;
  color: string;
  kanban: number;
}
