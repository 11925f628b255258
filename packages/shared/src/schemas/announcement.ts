import { z } from 'zod';
import { V } from './messages';

/** Spec 3 §3: priority 1 high, 2 medium, 3 low; §9: default 3, status default true. */
export const ANNOUNCEMENT_PRIORITIES = [1, 2, 3] as const;
export const ANNOUNCEMENT_DEFAULT_PRIORITY = 3;
/** At most this many active announcements reach the top bar's popover. */
export const ANNOUNCEMENT_ACTIVE_MAX = 50;

export const ANNOUNCEMENT_MESSAGES = {
  notFound: 'Informativo não encontrado',
  fileMissing: 'Envie a imagem como multipart/form-data no campo "file"',
  imageOnly: 'Apenas imagens png, jpg ou jpeg',
} as const;

const requiredText = (max: number) =>
  z
    .string({ error: (i) => (i.input == null ? V.mandatory : V.invalidValue) })
    .trim()
    .min(1, V.mandatory)
    .max(max, V.tooLong);

/** POST /announcements and PUT /announcements/{id} (spec 3 §5: title and text required). */
export const announcementSchema = z.object({
  title: requiredText(200),
  text: requiredText(10_000),
  priority: z.coerce
    .number({ error: V.invalidValue })
    .int(V.invalidValue)
    .min(1, V.invalidValue)
    .max(3, V.invalidValue)
    .optional()
    .default(ANNOUNCEMENT_DEFAULT_PRIORITY),
  status: z.boolean({ error: V.invalidValue }).optional().default(true),
});
export type AnnouncementInput = z.input<typeof announcementSchema>;
export type AnnouncementData = z.output<typeof announcementSchema>;

export interface AnnouncementDTO {
  id: number;
  title: string;
  text: string;
  priority: number;
  /** true is 'Ativo', false 'Inativo' (spec 3 §4). */
  status: boolean;
  /** Same-origin URL of the image (fetched with the bearer token); null without one. */
  mediaPath: string | null;
  mediaName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface AnnouncementsPageDTO {
  records: AnnouncementDTO[];
  hasMore: boolean;
}
