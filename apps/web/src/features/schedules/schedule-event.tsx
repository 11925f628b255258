import { useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, IconButton, Tooltip } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import EditIcon from '@mui/icons-material/Edit';
import type { ScheduleDTO } from '@atende/shared';

export interface CalendarEvent {
  title: string;
  start: Date;
  end: Date;
  resource: ScheduleDTO;
}

/**
 * An event of the calendar: the contact's name with its edit and delete icons (spec 3 §2).
 * The month view draws it inside the calendar's table row, whose children must be cells; the
 * week view and a crowded day's overlay draw it outside any row, where a cell must not be.
 */
export function ScheduleEvent({
  event,
  onEdit,
  onDelete,
}: {
  event: CalendarEvent;
  onEdit: (s: ScheduleDTO) => void;
  onDelete: (s: ScheduleDTO) => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [inRow, setInRow] = useState(false);
  useLayoutEffect(() => setInRow(ref.current?.closest('[role="row"]') != null), []);
  const s = event.resource;
  const status = t(`schedules.status.${s.status}`);
  return (
    <Box
      ref={ref}
      role={inRow ? 'cell' : undefined}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.25, minWidth: 0 }}
      data-status={s.status}
    >
      {/* the status and text describe the contact's name; they do not replace it */}
      <Tooltip describeChild title={`${status}${s.error ? `: ${s.error}` : ''} · ${s.body}`}>
        <Box component="span" sx={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis' }}>
          {event.title}
        </Box>
      </Tooltip>
      <IconButton
        size="small"
        color="inherit"
        aria-label={`${t('schedules.edit')} ${event.title}`}
        onClick={(e) => {
          e.stopPropagation();
          onEdit(s);
        }}
        sx={{ p: 0.25 }}
      >
        <EditIcon sx={{ fontSize: 14 }} />
      </IconButton>
      <IconButton
        size="small"
        color="inherit"
        aria-label={`${t('schedules.delete')} ${event.title}`}
        onClick={(e) => {
          e.stopPropagation();
          onDelete(s);
        }}
        sx={{ p: 0.25 }}
      >
        <DeleteOutlineIcon sx={{ fontSize: 14 }} />
      </IconButton>
    </Box>
  );
}
