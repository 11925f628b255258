import { useTranslation } from 'react-i18next';
import { Avatar, Box, Chip, Paper, Stack, Typography } from '@mui/material';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { KANBAN_CARD_LIMITS, type KanbanCardDTO } from '@atende/shared';
import { contrastText } from '../../lib/contrast-text';

/** The first `limit` items and how many more there are (spec 3 §9 card limits). */
export function limited<T>(items: T[], limit: number) {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

function More({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count === 0) return null;
  return <Chip size="small" variant="outlined" label={t('kanban.card.more', { count })} />;
}

/** A card's face: title, queues (or 'Sem Fila'), tags, contacts and users. */
export function KanbanCardFace({ card }: { card: KanbanCardDTO }) {
  const { t } = useTranslation();
  const queues = limited(card.queues, KANBAN_CARD_LIMITS.queues);
  const tags = limited(card.tags, KANBAN_CARD_LIMITS.tags);
  const contacts = limited(card.contacts, KANBAN_CARD_LIMITS.contacts);
  const chip = (r: { id: number; name: string; color: string }) => (
    <Chip
      key={r.id}
      size="small"
      label={r.name}
      sx={{ bgcolor: r.color, color: contrastText(r.color), maxWidth: 140 }}
    />
  );
  return (
    <Stack spacing={0.75}>
      <Typography variant="subtitle2" sx={{ wordBreak: 'break-word' }}>
        {card.title}
      </Typography>
      {card.description && (
        <Typography variant="body2" color="text.secondary" noWrap>
          {card.description}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} data-testid="card-queues">
        {card.queues.length === 0 ? (
          <Chip size="small" variant="outlined" label={t('kanban.card.noQueue')} />
        ) : (
          queues.shown.map(chip)
        )}
        <More count={queues.more} />
      </Box>
      {card.tags.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} data-testid="card-tags">
          {tags.shown.map(chip)}
          <More count={tags.more} />
        </Box>
      )}
      {card.contacts.length > 0 && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }} data-testid="card-contacts">
          {contacts.shown.map((c) => (
            <Chip
              key={c.id}
              size="small"
              variant="outlined"
              avatar={<Avatar src={c.profilePicUrl || undefined}>{c.name.slice(0, 1)}</Avatar>}
              label={c.name}
              sx={{ maxWidth: 140 }}
            />
          ))}
          <More count={contacts.more} />
        </Box>
      )}
      {card.users.length > 0 && (
        <Typography variant="caption" color="text.secondary">
          {card.users.map((u) => u.name).join(', ')}
        </Typography>
      )}
    </Stack>
  );
}

/** A draggable card; a click (without a drag) opens it. */
export function KanbanCard({ card, onOpen }: { card: KanbanCardDTO; onOpen: () => void }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: `card-${card.id}`,
    data: { type: 'card', laneId: card.laneId },
  });
  return (
    <Paper
      ref={setNodeRef}
      variant="outlined"
      data-testid={`kanban-card-${card.id}`}
      aria-label={t('kanban.card.open', { title: card.title })}
      onClick={onOpen}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onOpen();
      }}
      {...attributes}
      {...listeners}
      sx={{
        p: 1.25,
        cursor: 'grab',
        opacity: isDragging ? 0.4 : 1,
        transform: CSS.Translate.toString(transform),
        transition,
        touchAction: 'manipulation',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      <KanbanCardFace card={card} />
    </Paper>
  );
}
