import { z } from 'zod';
import { requiredError, V } from './messages';

/** Texts of the kanban board (spec 3 §5 and §8); the web shows the same strings. */
export const KANBAN_MESSAGES = {
  titleRequired: 'O nome da tarefa é obrigatório!',
  queueOrUser: 'Selecione pelo menos uma fila ou um colaborador responsável!',
  noChange: 'Nenhuma alteração detectada.',
  cardNotFound: 'Tarefa original não encontrada.',
  laneNotFound: 'A lista que você tentou deletar não existe.',
  laneNameRequired: 'O nome do quadro é obrigatório',
  laneNotEmpty: 'Mova ou exclua as tarefas deste quadro antes de excluí-lo.',
  invalidColor: 'Cor inválida',
  invalidIds: 'Informe uma lista de ids, por exemplo [1,2]',
  unknownFilter: 'Filtro desconhecido',
  notInCompany: 'não encontrado nesta empresa',
} as const;

/** Spec 3 §9: what a card shows before '+N mais'. */
export const KANBAN_CARD_LIMITS = { queues: 3, tags: 3, contacts: 4 } as const;
/**
 * Bounds of one board and one card, so a request or a board stays small: each lane sends its
 * first `cardsPerLane`, and the board at most `cardsPerBoard`, shared out lane by lane (the
 * first cards of every lane before the later ones of any).
 */
export const KANBAN_MAX = {
  lanes: 100,
  cardsPerLane: 300,
  cardsPerBoard: 3_000,
  refsPerKind: 50,
} as const;
export const KANBAN_LANE_DEFAULT_COLOR = '#5C59A0';

/** The spec's fallback for a blank lane name: 'Quadro {n}'. */
export const kanbanLaneFallbackName = (n: number) => `Quadro ${n}`;

const id = z.coerce.number({ error: requiredError }).int(V.invalidValue).positive(V.invalidValue);
const position = z.coerce
  .number({ error: requiredError })
  .int(V.invalidValue)
  .min(0, V.invalidValue)
  .max(100_000, V.invalidValue);
const color = z
  .string({ error: requiredError })
  .trim()
  .regex(/^#[0-9a-fA-F]{3,8}$/, KANBAN_MESSAGES.invalidColor);

/** Ids of a card's queues, tags, contacts or users: [1, 2] or [{ id: 1 }, ...] (spec clients). */
const refIds = z.preprocess(
  (v) =>
    Array.isArray(v)
      ? v.map((x: unknown) => (x && typeof x === 'object' && 'id' in x ? x.id : x))
      : v,
  z
    .array(id, { error: V.invalidValue })
    .max(KANBAN_MAX.refsPerKind, V.tooLong)
    .transform((ids) => [...new Set(ids)]),
);

const title = z
  .string({ error: () => KANBAN_MESSAGES.titleRequired })
  .trim()
  .min(1, KANBAN_MESSAGES.titleRequired)
  .max(200, V.tooLong);
const description = z.preprocess(
  (v) => (v == null ? '' : v),
  z.string({ error: V.invalidValue }).max(10_000, V.tooLong),
);

/** POST /kanban (companyId, which the spec's client sends, is ignored: the session says). */
export const kanbanCardCreateSchema = z
  .object({
    title,
    description: description.optional().default(''),
    laneId: id,
    position: position.optional(),
    queues: refIds.optional().default([]),
    tags: refIds.optional().default([]),
    contacts: refIds.optional().default([]),
    users: refIds.optional().default([]),
  })
  .refine((c) => c.queues.length > 0 || c.users.length > 0, {
    message: KANBAN_MESSAGES.queueOrUser,
    path: ['queues'],
  });
export type KanbanCardCreateInput = z.input<typeof kanbanCardCreateSchema>;
export type KanbanCardCreateData = z.output<typeof kanbanCardCreateSchema>;

/** PUT /kanban/{id}: laneId and position (a move), or only the fields that changed. */
export const kanbanCardUpdateSchema = z.object({
  title: title.optional(),
  description: description.optional(),
  laneId: id.optional(),
  position: position.optional(),
  queues: refIds.optional(),
  tags: refIds.optional(),
  contacts: refIds.optional(),
  users: refIds.optional(),
});
export type KanbanCardUpdateInput = z.input<typeof kanbanCardUpdateSchema>;
export type KanbanCardUpdateData = z.output<typeof kanbanCardUpdateSchema>;

const laneName = z.string({ error: V.invalidValue }).trim().max(100, V.tooLong);

/** POST /kanban/lane: a blank or absent name becomes 'Quadro {n}'. */
export const kanbanLaneCreateSchema = z.object({
  name: laneName.optional(),
  color: color.optional(),
});
export type KanbanLaneCreateInput = z.input<typeof kanbanLaneCreateSchema>;
export type KanbanLaneCreateData = z.output<typeof kanbanLaneCreateSchema>;

/** PUT /kanban/lane/{id}: name, or color, or position. */
export const kanbanLaneUpdateSchema = z.object({
  name: laneName.min(1, KANBAN_MESSAGES.laneNameRequired).optional(),
  color: color.optional(),
  position: position.optional(),
});
export type KanbanLaneUpdateInput = z.input<typeof kanbanLaneUpdateSchema>;
export type KanbanLaneUpdateData = z.output<typeof kanbanLaneUpdateSchema>;

/** `queueIds` as the spec's JSON array ('[1,2]'); also a bare '1,2'. Blank means none. */
const queueIdsParam = z.preprocess(
  (v) => {
    if (typeof v !== 'string') return v;
    const s = v.trim();
    if (s === '') return undefined;
    try {
      return s.startsWith('[') ? JSON.parse(s) : s.split(',');
    } catch {
      return v;
    }
  },
  z.array(id, { error: KANBAN_MESSAGES.invalidIds }).max(200, V.tooLong).optional(),
);
const optionalId = z.preprocess((v) => (v === '' ? undefined : v), id.optional());

/**
 * GET /kanban: the board's filters (spec 3 §6; they narrow what the user may see, never widen
 * it). companyId, which the spec's client sends, is ignored; any other key answers 400.
 */
export const kanbanQuery = z.strictObject(
  {
    queueIds: queueIdsParam,
    tagId: optionalId,
    contactId: optionalId,
    companyId: z.unknown().optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${KANBAN_MESSAGES.unknownFilter}: ${issue.keys.join(', ')}`
        : undefined,
  },
);
export type KanbanQuery = z.output<typeof kanbanQuery>;

export interface KanbanRefDTO {
  id: number;
  name: string;
  color: string;
}

export interface KanbanCardDTO {
  id: number;
  title: string;
  description: string;
  createdAt: string;
  updatedAt: string;
  laneId: number;
  position: number;
  queues: KanbanRefDTO[];
  tags: KanbanRefDTO[];
  contacts: { id: number; name: string; number: string; email: string; profilePicUrl: string }[];
  users: { id: number; name: string }[];
  companyId: number;
}

export interface KanbanLaneDTO {
  id: number;
  name: string;
  position: number;
  color: string;
}

export interface KanbanBoardLaneDTO extends KanbanLaneDTO {
  kanbans: KanbanCardDTO[];
  /** Cards of this lane the viewer may see beyond those sent (KANBAN_MAX); absent: none. */
  more?: number;
}
