import type { KanbanBoardLaneDTO, KanbanCardDTO, KanbanCardUpdateInput } from '@atende/shared';
import type { RefOption } from './ref-picker';

type Lanes = KanbanBoardLaneDTO[];

/**
 * The server position for a card dropped at `index` of the target lane as this user sees it.
 * Others may hold cards this user cannot see (docs/decisions/0086), so the position is taken
 * from the visible neighbour, counted as the server counts once the card has left its place.
 */
export function serverPosition(
  visibleAfter: KanbanCardDTO[],
  index: number,
  card: KanbanCardDTO,
  toLaneId: number,
) {
  const adjusted = (other: KanbanCardDTO) =>
    card.laneId === toLaneId && card.position < other.position
      ? other.position - 1
      : other.position;
  const next = visibleAfter[index + 1];
  if (next) return adjusted(next);
  const previous = visibleAfter[index - 1];
  return previous ? adjusted(previous) + 1 : 0;
}

/**
 * The board after moving a card to `index` (among the visible cards of `toLaneId`, the card
 * itself left out) and the position to send. Positions follow the server's arithmetic: the
 * source lane closes the gap, the target lane opens one.
 */
export function moveCard(lanes: Lanes, cardId: number, toLaneId: number, index: number) {
  const card = lanes.flatMap((l) => l.kanbans).find((c) => c.id === cardId);
  const target = lanes.find((l) => l.id === toLaneId);
  if (!card || !target) return null;
  const others = target.kanbans.filter((c) => c.id !== cardId);
  const at = Math.max(0, Math.min(index, others.length));
  const visibleAfter = [...others.slice(0, at), card, ...others.slice(at)];
  const position = serverPosition(visibleAfter, at, card, toLaneId);
  const moved = { ...card, laneId: toLaneId, position };
  const next = lanes.map((lane) => {
    let kanbans = lane.kanbans.filter((c) => c.id !== cardId);
    if (lane.id === card.laneId) {
      kanbans = kanbans.map((c) =>
        c.position > card.position ? { ...c, position: c.position - 1 } : c,
      );
    }
    if (lane.id === toLaneId) {
      kanbans = kanbans.map((c) =>
        c.position >= position ? { ...c, position: c.position + 1 } : c,
      );
      kanbans.splice(at, 0, moved);
    }
    return kanbans === lane.kanbans ? lane : { ...lane, kanbans };
  });
  return {
    lanes: next,
    position,
    unchanged: card.laneId === toLaneId && card.position === position,
  };
}

/** What the dialog's pickers know of each kind, to name the refs a card edit adds. */
export type CardRefOptions = Partial<Record<'queues' | 'tags' | 'contacts' | 'users', RefOption[]>>;

/** The ids of a ref field as the server reads them ([1, 2] or [{ id: 1 }]), without repeats. */
function idsOf(value: unknown): number[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const ids = value.map((x: unknown) => (x && typeof x === 'object' && 'id' in x ? x.id : x));
  return [...new Set(ids.filter((x): x is number => typeof x === 'number'))];
}

/** The refs for `ids`: those the card has, else named from the pickers' options. */
function refs<T extends { id: number }>(
  current: T[],
  value: unknown,
  options: RefOption[] | undefined,
  make: (id: number, option?: RefOption) => T,
): T[] {
  const ids = idsOf(value);
  if (!ids) return current;
  return ids.map(
    (id) =>
      current.find((r) => r.id === id) ??
      make(
        id,
        options?.find((o) => o.id === id),
      ),
  );
}

/**
 * The board after a card edit from the dialog (only the changed fields, as sent). A new lane
 * puts the card last among the visible cards there, as the server puts it last in that lane.
 */
export function editCard(
  lanes: Lanes,
  cardId: number,
  body: KanbanCardUpdateInput,
  options: CardRefOptions = {},
): Lanes | null {
  const card = lanes.flatMap((l) => l.kanbans).find((c) => c.id === cardId);
  if (!card) return null;
  const name = (id: number, o?: RefOption) => o?.name ?? `#${id}`;
  const edited: KanbanCardDTO = {
    ...card,
    title: body.title?.trim() ?? card.title,
    description: body.description == null ? card.description : String(body.description),
    queues: refs(card.queues, body.queues, options.queues, (id, o) => ({
      id,
      name: name(id, o),
      color: o?.color ?? '#9E9E9E',
    })),
    tags: refs(card.tags, body.tags, options.tags, (id, o) => ({
      id,
      name: name(id, o),
      color: o?.color ?? '#9E9E9E',
    })),
    contacts: refs(card.contacts, body.contacts, options.contacts, (id, o) => ({
      id,
      name: name(id, o),
      number: '',
      email: '',
      profilePicUrl: '',
    })),
    users: refs(card.users, body.users, options.users, (id, o) => ({ id, name: name(id, o) })),
  };
  const next = lanes.map((lane) =>
    lane.id === card.laneId
      ? { ...lane, kanbans: lane.kanbans.map((c) => (c.id === cardId ? edited : c)) }
      : lane,
  );
  const laneId = body.laneId == null ? card.laneId : Number(body.laneId);
  if (laneId === card.laneId) return next;
  return moveCard(next, cardId, laneId, Number.MAX_SAFE_INTEGER)?.lanes ?? next;
}

/** The board after moving a lane to `index`; lanes are all visible, so index is position. */
export function moveLane(lanes: Lanes, laneId: number, index: number) {
  const from = lanes.findIndex((l) => l.id === laneId);
  if (from < 0) return null;
  const next = [...lanes];
  const [lane] = next.splice(from, 1);
  next.splice(Math.max(0, Math.min(index, next.length)), 0, lane!);
  return next.map((l, position) => (l.position === position ? l : { ...l, position }));
}

/** 'Quadro {n}' when a rename is left blank (spec 3 §4), n being the lane's place. */
export function laneNameOrFallback(name: string, position: number) {
  return name.trim() || `Quadro ${position + 1}`;
}
