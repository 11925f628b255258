import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InputBase, Typography } from '@mui/material';
import { laneNameOrFallback } from './kanban-moves';

interface LaneTitleProps {
  name: string;
  position: number;
  /** Called only when the name really changed. */
  onRename: (name: string) => void;
}

/** The lane's title; a click turns it into a field that Enter or leaving saves (spec 3). */
export function LaneTitle({ name, position, onRename }: LaneTitleProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | null>(null);
  const save = () => {
    if (draft === null) return;
    const next = laneNameOrFallback(draft, position);
    setDraft(null);
    if (next !== name) onRename(next);
  };
  if (draft !== null) {
    return (
      <InputBase
        autoFocus
        value={draft}
        inputProps={{ 'aria-label': t('kanban.lane.nameLabel'), maxLength: 100 }}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={save}
        onKeyDown={(e) => {
          if (e.key === 'Enter') save();
          if (e.key === 'Escape') setDraft(null);
        }}
        onPointerDown={(e) => e.stopPropagation()}
        sx={{ flex: 1, fontWeight: 600, fontSize: 15, px: 0.5, bgcolor: 'action.hover' }}
      />
    );
  }
  return (
    <Typography
      component="button"
      title={t('kanban.lane.rename')}
      onClick={() => setDraft(name)}
      sx={{
        flex: 1,
        minWidth: 0,
        textAlign: 'left',
        fontWeight: 600,
        fontSize: 15,
        border: 0,
        p: 0.5,
        bgcolor: 'transparent',
        color: 'text.primary',
        cursor: 'text',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        whiteSpace: 'nowrap',
      }}
    >
      {name}
    </Typography>
  );
}
