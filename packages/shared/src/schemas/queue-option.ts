import { z } from 'zod';
import { requiredError, V } from './messages';
import { requiredText } from './common';

/** The bot answers '0' (back) and '#' (main menu) itself, so options are numbered from 1. */
export const QUEUE_OPTION_MAX_NUMBER = 99;
/** Bounds of one queue's menu: the whole tree is read at once. */
export const QUEUE_OPTIONS_MAX = 200;
export const QUEUE_OPTIONS_MAX_DEPTH = 10;

export const QUEUE_OPTION_MESSAGES = {
  notFound: 'Opção não encontrada',
  parentNotFound: 'Opção não encontrada nesta fila',
  duplicateOption: 'Já existe uma opção com este número neste nível',
  optionRange: 'Use um número de 1 a 99',
  levelFull: 'Todos os números deste nível estão em uso',
  forwardOrHandover:
    'Escolha encaminhar para uma fila ou transferir para um atendente, não os dois',
  forwardToItself: 'Escolha outra fila',
  actionWithChildren: 'Uma opção com subopções não encaminha nem transfere',
  childOfAction: 'Esta opção encaminha o atendimento e não pode ter subopções',
  tooMany: 'Limite de 200 opções por fila',
  tooDeep: 'Limite de 10 níveis de opções',
} as const;

const id = z.coerce.number({ error: requiredError }).int(V.invalidValue).positive(V.invalidValue);

/** null, absent, '' or -1 (the spec's client's word for the roots) mean no parent. */
const parentRef = z.preprocess(
  (v) => (v === undefined || v === null || v === '' || v === -1 || v === '-1' ? null : v),
  id.nullable(),
);

const forwardRef = z.preprocess(
  (v) => (v === '' || v === 'Nenhum' ? null : v),
  id.nullable().optional(),
);

const optionNumber = z.coerce
  .number({
    error: (i) => (i.input == null ? V.required : QUEUE_OPTION_MESSAGES.optionRange),
  })
  .int(QUEUE_OPTION_MESSAGES.optionRange)
  .min(1, QUEUE_OPTION_MESSAGES.optionRange)
  .max(QUEUE_OPTION_MAX_NUMBER, QUEUE_OPTION_MESSAGES.optionRange);

const fields = {
  option: optionNumber,
  title: requiredText(1, 100),
  message: z.string({ error: V.invalidValue }).max(4000, V.tooLong),
  forwardQueueId: forwardRef,
  humanHandover: z.boolean({ error: V.invalidValue }),
};

/** POST /queue-options: a number left out is the next free one among its siblings. */
export const queueOptionCreateSchema = z.object({
  queueId: id,
  parentId: parentRef.optional(),
  option: fields.option.optional(),
  title: fields.title,
  message: fields.message.optional(),
  forwardQueueId: fields.forwardQueueId,
  humanHandover: fields.humanHandover.optional(),
});
export type QueueOptionCreateInput = z.input<typeof queueOptionCreateSchema>;
export type QueueOptionCreateData = z.output<typeof queueOptionCreateSchema>;

/** PUT /queue-options/{id}: an option stays in its queue and under its parent. */
export const queueOptionUpdateSchema = z.object({
  option: fields.option.optional(),
  title: fields.title.optional(),
  message: fields.message.optional(),
  forwardQueueId: fields.forwardQueueId,
  humanHandover: fields.humanHandover.optional(),
});
export type QueueOptionUpdateInput = z.input<typeof queueOptionUpdateSchema>;
export type QueueOptionUpdateData = z.output<typeof queueOptionUpdateSchema>;

/** GET /queue-options?queueId=&parentId= (parentId -1 or absent: the roots). */
export const queueOptionListQuery = z.object({
  queueId: id,
  parentId: parentRef.optional(),
});

/** An option with its whole subtree (GET answers one level, each option with its children). */
export interface QueueOptionDTO {
  id: number;
  queueId: number;
  parentId: number | null;
  option: number;
  title: string;
  message: string;
  forwardQueueId: number | null;
  humanHandover: boolean;
  children: QueueOptionDTO[];
}
