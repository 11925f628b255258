import type { KanbanBoardLaneDTO, KanbanCardDTO, KanbanLaneDTO } from '@atende/shared';
import type { TestApp } from '../../../test/harness';

/** Small calls the kanban tests share; each fails loudly when the API refuses. */
export function kanbanKit(t: TestApp) {
  const ok = async <T>(res: Promise<{ statusCode: number; body: string; json(): unknown }>) => {
    const r = await res;
    if (r.statusCode !== 200) throw new Error(`${r.statusCode}: ${r.body}`);
    return r.json() as T;
  };
  return {
    board: (token: string, query = '') =>
      ok<{ lanes: KanbanBoardLaneDTO[] }>(t.request('GET', `/kanban${query}`, token)).then(
        (b) => b.lanes,
      ),
    lane: (token: string, body: object = {}) =>
      ok<KanbanLaneDTO>(t.request('POST', '/kanban/lane', token, body)),
    card: (token: string, body: object) =>
      ok<KanbanCardDTO>(t.request('POST', '/kanban', token, body)),
    move: (token: string, id: number, laneId: number, position: number) =>
      ok<KanbanCardDTO>(t.request('PUT', `/kanban/${id}`, token, { laneId, position })),
  };
}

/** Lane id → its cards' titles in position order, and the positions themselves. */
export const layout = (lanes: KanbanBoardLaneDTO[]) =>
  Object.fromEntries(lanes.map((l) => [l.name, l.kanbans.map((c) => c.title)]));
export const positions = (lanes: KanbanBoardLaneDTO[]) =>
  Object.fromEntries(lanes.map((l) => [l.name, l.kanbans.map((c) => c.position)]));
