import { useTranslation } from 'react-i18next';
import {
  Box,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Checkbox,
  ListItemText,
} from '@mui/material';
import type { QueueRefDTO } from '@atende/shared';

interface TicketQueueFilterProps {
  queues: QueueRefDTO[];
  value: number[];
  onChange: (ids: number[]) => void;
}

/** Which of the user's queues the lists show (spec 1 §4: other queues' tickets are removed). */
export function TicketQueueFilter({ queues, value, onChange }: TicketQueueFilterProps) {
  const { t } = useTranslation();
  const label = t('tickets.queueFilter');
  return (
    <FormControl size="small" sx={{ minWidth: 110, maxWidth: 160 }}>
      <InputLabel id="ticket-queue-filter-label">{label}</InputLabel>
      <Select<number[]>
        labelId="ticket-queue-filter-label"
        label={label}
        multiple
        value={value}
        onChange={(e) => {
          const next = e.target.value;
          onChange(typeof next === 'string' ? next.split(',').map(Number) : next);
        }}
        renderValue={(ids) => (
          <Box sx={{ display: 'flex', gap: 0.5 }}>
            {ids.map((id) => {
              const queue = queues.find((q) => q.id === id);
              return (
                <Box
                  key={id}
                  component="span"
                  title={queue?.name}
                  sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: queue?.color }}
                />
              );
            })}
          </Box>
        )}
      >
        {queues.map((queue) => (
          <MenuItem key={queue.id} value={queue.id}>
            <Checkbox size="small" checked={value.includes(queue.id)} sx={{ color: queue.color }} />
            <ListItemText primary={queue.name} />
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
