/** The board's drag ids: `lane-{id}` for a lane, `card-{id}` for a card. */
export const idOf = (dndId: unknown) => Number(String(dndId).split('-')[1]);
export const isLane = (dndId: unknown) => String(dndId).startsWith('lane-');
