import type { KanbanBoardLaneDTO, KanbanCardDTO } from '@atende/shared';

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
