import type { SxProps, Theme } from '@mui/material/styles';
import type { ScheduleStatus } from '@atende/shared';
import { ON_TOUCH_SCREEN } from '../../lib/touch-screen';

/** Status colours of the events, from the theme's palette. */
export function statusStyle(status: ScheduleStatus) {
  const palette = {
    PENDENTE: 'var(--mui-palette-primary-main, #1976d2)',
    AGENDADA: 'var(--mui-palette-warning-main, #ed6c02)',
    ENVIADA: 'var(--mui-palette-success-main, #2e7d32)',
    ERRO: 'var(--mui-palette-error-main, #d32f2f)',
  } as const;
  return { backgroundColor: palette[status], border: 'none', color: '#fff' };
}

/** react-big-calendar's stylesheet follows the light or dark theme. */
export const calendarSx: SxProps<Theme> = (theme) => ({
  flex: 1,
  minHeight: 520,
  color: 'text.primary',
  '& .rbc-month-view, & .rbc-time-view, & .rbc-agenda-view table.rbc-agenda-table': {
    borderColor: theme.palette.divider,
  },
  '& .rbc-header, & .rbc-day-bg + .rbc-day-bg, & .rbc-month-row + .rbc-month-row, & .rbc-timeslot-group, & .rbc-time-content, & .rbc-time-header-content, & .rbc-day-slot .rbc-time-slot, & .rbc-time-content > * + * > *, & .rbc-agenda-view table.rbc-agenda-table tbody > tr > td + td, & .rbc-agenda-view table.rbc-agenda-table tbody > tr + tr':
    { borderColor: theme.palette.divider },
  '& .rbc-off-range-bg': { backgroundColor: theme.palette.action.hover },
  // the other month's days can be clicked too: readable (4.5:1), set apart by their background
  '& .rbc-off-range': { color: theme.palette.text.secondary },
  '& .rbc-today': { backgroundColor: theme.palette.action.selected },
  '& .rbc-toolbar': { flexWrap: 'wrap', gap: 1 },
  '& .rbc-toolbar button': {
    color: theme.palette.text.primary,
    borderColor: theme.palette.divider,
    fontFamily: theme.typography.fontFamily,
  },
  '& .rbc-toolbar button.rbc-active, & .rbc-toolbar button:hover, & .rbc-toolbar button:focus': {
    backgroundColor: theme.palette.action.selected,
    color: theme.palette.text.primary,
  },
  '& .rbc-show-more': { backgroundColor: 'transparent', color: theme.palette.primary.main },
  '& .rbc-overlay': { backgroundColor: theme.palette.background.paper },
  '& .rbc-event': { padding: '1px 4px' },
  // a finger's width on a touch screen: the toolbar, and an agenda row's edit and delete (in
  // the month and week grids the events are too small to hold them larger)
  [ON_TOUCH_SCREEN]: {
    '& .rbc-toolbar button': { minHeight: 40 },
    '& .rbc-agenda-view .MuiIconButton-root': { minWidth: 40, minHeight: 40 },
  },
});
