import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { isAdminProfile, type KanbanBoardLaneDTO } from '@atende/shared';
import { useCurrentUser } from '../../app/auth/auth-context';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { LoadFailedNotice } from '../../components/load-failed-notice';
import { showToast } from '../../lib/toast';
import { CardDialog, type CardDialogState } from './card-dialog';
import type { KanbanFilters } from './kanban-api';
import { KanbanBoard } from './kanban-board';
import { KanbanFiltersBar } from './kanban-filters';
import { useKanbanBoard, useKanbanRealtime } from './use-kanban';
import { useKanbanMutations } from './use-kanban-mutations';
import { addPageTexts } from '../../lib/i18n/page-texts';
import { kanbanTexts } from './locales';

addPageTexts('kanban', kanbanTexts);

/** /kanban (spec 3 Kanban): lanes and cards of the user's queues, live across browsers. */
export function KanbanPage() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const admin = isAdminProfile(me.profile);
  const [filters, setFilters] = useState<KanbanFilters>({});
  const board = useKanbanBoard(filters);
  const m = useKanbanMutations(filters);
  const [dialog, setDialog] = useState<CardDialogState | null>(null);
  const [laneToDelete, setLaneToDelete] = useState<KanbanBoardLaneDTO | null>(null);
  useKanbanRealtime();
  const lanes = board.data ?? [];

  return (
    <Stack sx={{ height: '100%', minHeight: 0, p: { xs: 1, sm: 2 }, gap: 1.5 }}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>
          {t('kanban.title')}
        </Typography>
        {admin && <KanbanFiltersBar value={filters} onChange={setFilters} />}
        <Button variant="outlined" onClick={() => m.createLane.mutate('')}>
          {t('kanban.addLane')}
        </Button>
        <Button
          variant="contained"
          disabled={lanes.length === 0}
          onClick={() => setDialog({ kind: 'create' })}
        >
          {t('kanban.addCard')}
        </Button>
      </Stack>
      {board.isLoading ? (
        <Box sx={{ display: 'grid', placeItems: 'center', flex: 1 }}>
          <CircularProgress />
        </Box>
      ) : lanes.length === 0 && board.isError ? (
        <LoadFailedNotice onRetry={() => void board.refetch()} />
      ) : lanes.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
          {t('kanban.empty')}
        </Typography>
      ) : (
        <KanbanBoard
          lanes={lanes}
          onMoveCard={(cardId, laneId, index) => void m.moveCard(cardId, laneId, index)}
          onMoveLane={(laneId, index) => m.moveLane.mutate({ laneId, index })}
          onRenameLane={(laneId, name) => m.updateLane.mutate({ laneId, name })}
          onColorLane={(laneId, color) => m.updateLane.mutate({ laneId, color })}
          // a lane with tasks in view cannot go: said at once, not after a confirmation
          onDeleteLane={(lane) =>
            lane.kanbans.length > 0 || lane.more
              ? showToast(t('kanban.lane.notEmpty'), 'warning')
              : setLaneToDelete(lane)
          }
          onOpenCard={(card) => setDialog({ kind: 'view', card })}
        />
      )}
      {dialog && (
        <CardDialog
          key={dialog.kind === 'view' ? dialog.card.id : 'new'}
          state={dialog}
          lanes={lanes}
          mutations={m}
          onClose={() => setDialog(null)}
        />
      )}
      <ConfirmDialog
        open={laneToDelete !== null}
        title={t('kanban.lane.confirmTitle')}
        confirmLabel={t('kanban.dialog.delete')}
        onClose={() => setLaneToDelete(null)}
        onConfirm={() => laneToDelete && m.removeLane.mutate(laneToDelete.id)}
      >
        {t('kanban.lane.confirmBody', { name: laneToDelete?.name ?? '' })}
      </ConfirmDialog>
    </Stack>
  );
}
