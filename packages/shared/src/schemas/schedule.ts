import { z } from 'zod';
import { idParam, pageQuery } from './common';
import { requiredError, V } from './messages';

/** Spec 3 §4: a schedule waits (PENDENTE), is being sent (AGENDADA), went (ENVIADA) or failed. */
export const SCHEDULE_STATUSES = ['PENDENTE', 'AGENDADA', 'ENVIADA', 'ERRO'] as const;
export type ScheduleStatus = (typeof SCHEDULE_STATUSES)[number];

/** One page of GET /schedules; the calendar asks page after page for the range it shows. */
export const SCHEDULE_PAGE_SIZE = 100;

/** Texts of the schedule form and API (pt-BR; the web translates them by key). */
export const SCHEDULE_MESSAGES = {
  notFound: 'Agendamento não encontrado',
  sendAtPast: 'A data de envio precisa estar no futuro',
  contactNotFound: 'Contato não encontrado',
  connectionNotFound: 'Conexão não encontrada',
  noDefaultConnection: 'Nenhuma conexão padrão encontrada. Cadastre uma conexão.',
  alreadySent: 'Este agendamento já foi enviado e não pode ser alterado',
  sending: 'Este agendamento está sendo enviado agora',
  fileMissing: 'Envie o arquivo como multipart/form-data no campo "file"',
  /** A send interrupted by a crash: the channel may or may not have delivered it. */
  unknownOutcome:
    'Envio interrompido: resultado desconhecido (a mensagem pode ou não ter chegado ao contato); não foi reenviada',
  emptyMessage: 'Escreva a mensagem ou anexe um arquivo',
  /** Spec 1 §5: a written message has at least 5 characters (blank goes with a file alone). */
  tooShort: 'Mensagem muito curta',
  /** Spec 1 §5: the attachment is a png, jpg or jpeg image. */
  imageOnly: 'Apenas imagens png, jpg ou jpeg',
} as const;

/** The shortest written message a schedule sends (spec 1 §5). */
export const SCHEDULE_BODY_MIN = 5;

const optionalId = z.preprocess(
  (v) => (v === '' || v === null || v === 0 ? undefined : v),
  idParam.optional(),
);

/**
 * POST /schedules and PUT /schedules/{id}. whatsappId empty means the company's default
 * connection; companyId and userId, which the spec's client sends, come from the session.
 */
export const scheduleSchema = z.object({
  body: z
    .preprocess((v) => (v == null ? '' : v), z.string({ error: V.invalidValue }))
    .pipe(
      z
        .string()
        .trim()
        .max(65_536, V.tooLong)
        .refine((b) => b === '' || b.length >= SCHEDULE_BODY_MIN, SCHEDULE_MESSAGES.tooShort),
    ),
  contactId: z.coerce.number({ error: requiredError }).int(V.invalidValue).positive(V.required),
  sendAt: z.iso.datetime({
    offset: true,
    error: (i) => (i.input == null ? V.required : V.invalidValue),
  }),
  whatsappId: optionalId,
});
export type ScheduleInput = z.input<typeof scheduleSchema>;
export type ScheduleData = z.output<typeof scheduleSchema>;

/** GET /schedules: search, page, and optionally one contact or a sendAt range (the calendar). */
export const scheduleListQuery = pageQuery.extend({
  contactId: optionalId,
  start: z.iso.datetime({ offset: true, error: V.invalidValue }).optional(),
  end: z.iso.datetime({ offset: true, error: V.invalidValue }).optional(),
});
export type ScheduleListQuery = z.output<typeof scheduleListQuery>;

export interface ScheduleDTO {
  id: number;
  body: string;
  sendAt: string;
  sentAt: string | null;
  status: ScheduleStatus;
  /** Why it failed (ERRO), in pt-BR. */
  error: string | null;
  contactId: number;
  contact: { id: number; name: string; number: string };
  whatsappId: number;
  whatsapp: { id: number; name: string };
  userId: number | null;
  /** The ticket the message was stored on, once sent. */
  ticketId: number | null;
  mediaUrl: string | null;
  mediaName: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface SchedulesPageDTO {
  schedules: ScheduleDTO[];
  hasMore: boolean;
}
