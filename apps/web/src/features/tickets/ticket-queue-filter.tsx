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

/**
 * Which of the user's queues the lists show (spec 1 §4: the tickets of a queue left out are
 * removed). All of them ('Todas') is no filter for an admin (queuesAskedFor).
 */
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
        // names, not only colour dots: 'Todas' when nothing is left out
        renderValue={(ids) =>
          ids.length === queues.length ? (
            t('tickets.queueFilterAll')
          ) : (
            <Box sx={{ display: 'flex', gap: 0.75, alignItems: 'center', overflow: 'hidden' }}>
              {queues
                .filter((q) => ids.includes(q.id))
                .map((queue) => (
                  <Box
                    key={queue.id}
                    component="span"
                    sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}
                  >
                    <Box
                      component="span"
                      sx={{
                        width: 10,
                        height: 10,
                        flexShrink: 0,
                        borderRadius: '50%',
                        bgcolor: queue.color,
                      }}
                    />
                    {queue.name}
                  </Box>
                ))}
            </Box>
          )
        }
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
