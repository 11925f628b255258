import { z } from 'zod';
import { pageQuery } from './common';
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

/** 0 or 1 (a boolean is taken too): whether the tag is a kanban column. */
export const tagKanban = z.preprocess(
  (v) => (typeof v === 'boolean' ? Number(v) : v),
  z.union([z.literal(0), z.literal(1)], { error: V.invalidValue }),
);

/** POST /tags from the chat's tag editor and the Tags page (kanban: admin or supervisor). */
export const tagCreateSchema = z.object({
  name: tagName,
  color: tagColor,
  kanban: tagKanban.optional(),
});
export type TagCreateInput = z.input<typeof tagCreateSchema>;
export type TagCreateData = z.output<typeof tagCreateSchema>;

/** PUT /tags/{id}: absent fields stay as they are; a blank colour means the default one. */
export const tagUpdateSchema = z.object({
  name: tagName.optional(),
  color: z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? TAG_DEFAULT_COLOR : v),
    z
      .string()
      .trim()
      .regex(/^#[0-9a-fA-F]{2,8}$/, TAG_MESSAGES.invalidColor)
      .optional(),
  ),
  kanban: tagKanban.optional(),
});
export type TagUpdateInput = z.input<typeof tagUpdateSchema>;
export type TagUpdateData = z.output<typeof tagUpdateSchema>;

/** GET /tags: the Tags page's search and page (PAGE_SIZE a page). */
export const tagListQuery = pageQuery;

/** POST /tags/sync: the ticket's tags become exactly `tags` (other keys of each are ignored). */
export const tagSyncSchema = z.object({
  ticketId: id,
  tags: z.array(z.object({ id }), { error: requiredError }).max(TAG_SYNC_MAX, V.tooLong),
});
export type TagSyncInput = z.input<typeof tagSyncSchema>;
export type TagSyncData = z.output<typeof tagSyncSchema>;

/**
 * PATCH /tickets/{ticketId}/tags: tags added to and removed from the ticket, leaving the rest as
 * they are now (two people tagging one ticket at once both keep their change; decision 0153).
 */
export const tagChangeSchema = z.object({
  add: z.array(id).max(TAG_SYNC_MAX, V.tooLong).default([]),
  remove: z.array(id).max(TAG_SYNC_MAX, V.tooLong).default([]),
});
export type TagChangeInput = z.input<typeof tagChangeSchema>;
export type TagChangeData = z.output<typeof tagChangeSchema>;

export interface TagDTO {
  id: number;
  name: string;
  color: string;
  kanban: number;
}

/** A row of the Tags page: the tag and how many tickets carry it. */
export interface TagListItemDTO extends TagDTO {
  ticketsCount: number;
}

export interface TagsPage {
  tags: TagListItemDTO[];
  hasMore: boolean;
}
