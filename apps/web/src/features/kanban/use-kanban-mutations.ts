import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type {
  KanbanBoardLaneDTO,
  KanbanCardCreateInput,
  KanbanCardUpdateInput,
} from '@atende/shared';
import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-toast';
import { showToast } from '../../lib/toast';
import { kanbanApi, type KanbanFilters } from './kanban-api';
import { editCard, moveCard, moveLane, type CardRefOptions } from './kanban-moves';
import { boardKey, KANBAN_KEY } from './use-kanban';

type Lanes = KanbanBoardLaneDTO[];

/** The spec's text, with the server's reason where it is one the user can act on. */
function failed(text: string, err: unknown) {
  const detail =
    err instanceof ApiError && ['ERR_KANBAN_LANE_NOT_EMPTY'].includes(err.code)
      ? ` ${errorText(err)}`
      : '';
  showToast(`${text}${detail}`, 'error');
}

/**
 * Every write of the board (spec 3 §4): applied to the cached board first, sent, and on
 * failure the previous board comes back with the spec's error toast (§8).
 */
export function useKanbanMutations(filters: KanbanFilters) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const key = boardKey(filters);

  const optimistic = async (change: (lanes: Lanes) => Lanes | null) => {
    await client.cancelQueries({ queryKey: KANBAN_KEY });
    const previous = client.getQueryData<Lanes>(key);
    const next = previous && change(previous);
    if (next) client.setQueryData(key, next);
    return { previous };
  };
  const revert = (text: string) => (err: unknown, _v: unknown, c?: unknown) => {
    const previous = (c as { previous?: Lanes } | undefined)?.previous;
    if (previous) client.setQueryData(key, previous);
    failed(text, err);
  };
  const settle = () => client.invalidateQueries({ queryKey: KANBAN_KEY });
  const common = { mutationKey: KANBAN_KEY, onSettled: settle };

  const moveCardM = useMutation({
    ...common,
    mutationFn: (v: { cardId: number; laneId: number; position: number }) =>
      kanbanApi.updateCard(v.cardId, { laneId: v.laneId, position: v.position }),
    onError: revert(t('kanban.errors.moveCard')),
  });

  return {
    /** Drops a card at `index` of a lane's visible cards; nothing is sent if nothing moved. */
    moveCard: async (cardId: number, laneId: number, index: number) => {
      const lanes = client.getQueryData<Lanes>(key);
      const result = lanes && moveCard(lanes, cardId, laneId, index);
      if (!result) return showToast(t('kanban.errors.invalidMove'), 'error');
      if (result.unchanged) return;
      await client.cancelQueries({ queryKey: KANBAN_KEY });
      client.setQueryData(key, result.lanes);
      moveCardM.mutate(
        { cardId, laneId, position: result.position },
        { onError: () => client.setQueryData(key, lanes) },
      );
    },
    moveLane: useMutation({
      ...common,
      mutationFn: (v: { laneId: number; index: number }) =>
        kanbanApi.updateLane(v.laneId, { position: v.index }),
      onMutate: (v) => optimistic((lanes) => moveLane(lanes, v.laneId, v.index)),
      onError: revert(t('kanban.errors.moveLane')),
    }),
    updateLane: useMutation({
      ...common,
      mutationFn: (v: { laneId: number; name?: string; color?: string }) =>
        kanbanApi.updateLane(v.laneId, { name: v.name, color: v.color }),
      onMutate: (v) =>
        optimistic((lanes) =>
          lanes.map((l) =>
            l.id === v.laneId ? { ...l, name: v.name ?? l.name, color: v.color ?? l.color } : l,
          ),
        ),
      onError: revert(t('kanban.errors.updateLane')),
    }),
    createLane: useMutation({
      ...common,
      mutationFn: (name: string) => kanbanApi.createLane(name),
      onError: revert(t('kanban.errors.createLane')),
    }),
    removeLane: useMutation({
      ...common,
      mutationFn: (laneId: number) => kanbanApi.removeLane(laneId),
      onMutate: (laneId) => optimistic((lanes) => lanes.filter((l) => l.id !== laneId)),
      onError: (err, laneId, c) =>
        revert(
          err instanceof ApiError && err.status === 404
            ? t('kanban.errors.laneMissing')
            : t('kanban.errors.deleteLane'),
        )(err, laneId, c),
    }),
    createCard: useMutation({
      ...common,
      mutationFn: (body: KanbanCardCreateInput) => kanbanApi.createCard(body),
      onError: revert(t('kanban.errors.createCard')),
    }),
    updateCard: useMutation({
      ...common,
      mutationFn: (v: { cardId: number; body: KanbanCardUpdateInput; options?: CardRefOptions }) =>
        kanbanApi.updateCard(v.cardId, v.body),
      onMutate: (v) => optimistic((lanes) => editCard(lanes, v.cardId, v.body, v.options)),
      onError: (err, v, c) =>
        revert(
          err instanceof ApiError && err.status === 404
            ? t('kanban.errors.cardMissing')
            : t('kanban.errors.updateCard'),
        )(err, v, c),
    }),
    removeCard: useMutation({
      ...common,
      mutationFn: (cardId: number) => kanbanApi.removeCard(cardId),
      onMutate: (cardId) =>
        optimistic((lanes) =>
          lanes.map((l) => ({ ...l, kanbans: l.kanbans.filter((c) => c.id !== cardId) })),
        ),
      onError: revert(t('kanban.errors.deleteCard')),
    }),
  };
}
