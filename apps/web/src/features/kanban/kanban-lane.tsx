import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton, Paper, Popover, Stack, Tooltip, Typography } from '@mui/material';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DragIndicator from '@mui/icons-material/DragIndicator';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { KanbanBoardLaneDTO, KanbanCardDTO } from '@atende/shared';
import { ColorSwatches } from '../../components/color-swatches';
import { TAG_PALETTE } from '../tags/tag-colors';
import { LaneCards } from './lane-cards';
import { LaneTitle } from './lane-title';

export const LANE_WIDTH = 288;

interface KanbanLaneProps {
  lane: KanbanBoardLaneDTO;
  onRename: (name: string) => void;
  onColor: (color: string) => void;
  onDelete: () => void;
  onOpenCard: (card: KanbanCardDTO) => void;
  /** The card being dragged, if any (kept drawn by the lane's list). */
  draggedId: number | null;
}

/** A lane ('Quadro'): draggable by its handle, its cards sortable within and across lanes. */
export function KanbanLane({
  lane,
  onRename,
  onColor,
  onDelete,
  onOpenCard,
  draggedId,
}: KanbanLaneProps) {
  const { t } = useTranslation();
  const [palette, setPalette] = useState<HTMLElement | null>(null);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition } =
    useSortable({ id: `lane-${lane.id}`, data: { type: 'lane' } });
  return (
    <Paper
      ref={setNodeRef}
      data-testid={`kanban-lane-${lane.id}`}
      aria-label={lane.name}
      role="region"
      elevation={0}
      sx={{
        width: LANE_WIDTH,
        flex: `0 0 ${LANE_WIDTH}px`,
        display: 'flex',
        flexDirection: 'column',
        maxHeight: '100%',
        bgcolor: 'action.hover',
        borderTop: 4,
        borderColor: lane.color,
        transform: CSS.Translate.toString(transform),
        transition,
      }}
    >
      <Stack direction="row" alignItems="center" spacing={0.25} sx={{ px: 0.5, pt: 0.5 }}>
        <IconButton
          size="small"
          ref={setActivatorNodeRef}
          aria-label={t('kanban.lane.drag')}
          {...attributes}
          {...listeners}
          sx={{ cursor: 'grab', touchAction: 'none' }}
        >
          <DragIndicator fontSize="small" />
        </IconButton>
        <LaneTitle name={lane.name} position={lane.position} onRename={onRename} />
        <Typography variant="caption" color="text.secondary" sx={{ px: 0.5 }}>
          {lane.kanbans.length + (lane.more ?? 0)}
        </Typography>
        <Tooltip title={t('kanban.lane.color')}>
          <IconButton
            size="small"
            aria-label={t('kanban.lane.color')}
            onClick={(e) => setPalette(e.currentTarget)}
          >
            <PaletteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
        <Tooltip title={t('kanban.lane.delete')}>
          <IconButton size="small" aria-label={t('kanban.lane.delete')} onClick={onDelete}>
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Popover
        open={palette !== null}
        anchorEl={palette}
        onClose={() => setPalette(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <ColorSwatches
          palette={TAG_PALETTE}
          value={lane.color}
          onPick={(color) => {
            setPalette(null);
            if (color.toUpperCase() !== lane.color.toUpperCase()) onColor(color);
          }}
          groupLabel={{ 'aria-label': t('kanban.lane.color') }}
          swatchLabel={(color) => color}
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, 28px)', gap: 0.75, p: 1.5 }}
        />
      </Popover>
      <LaneCards cards={lane.kanbans} draggedId={draggedId} onOpenCard={onOpenCard} />
      {lane.more ? (
        // a lane fuller than the board sends (KANBAN_MAX) says so, rather than seem complete
        <Typography variant="caption" color="text.secondary" sx={{ px: 1.5, pb: 1 }}>
          {t('kanban.lane.more', { count: lane.more })}
        </Typography>
      ) : null}
    </Paper>
  );
}
