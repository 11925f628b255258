import { useTranslation } from 'react-i18next';
import {
  Box,
  Chip,
  FormControl,
  InputLabel,
  MenuItem,
  OutlinedInput,
  Select,
  type SelectChangeEvent,
} from '@mui/material';
import { useQueues } from './use-queues';
import { contrastText } from '../../lib/contrast-text';

interface QueueSelectProps {
  value: number[];
  onChange: (ids: number[]) => void;
  label?: string;
}

/** Multi-select of the company's queues (GET /queue), each shown as a chip in its colour. */
export function QueueSelect({ value, onChange, label }: QueueSelectProps) {
  const { t } = useTranslation();
  const queues = useQueues();
  const text = label ?? t('userModal.queues');
  const byId = new Map((queues.data ?? []).map((q) => [q.id, q]));

  const change = (e: SelectChangeEvent<number[]>) => {
    const next = e.target.value;
    onChange(typeof next === 'string' ? next.split(',').map(Number) : next);
  };

  return (
    <FormControl fullWidth>
      <InputLabel id="queue-select-label">{text}</InputLabel>
      <Select
        labelId="queue-select-label"
        multiple
        value={value}
        onChange={change}
        input={<OutlinedInput label={text} />}
        renderValue={(ids) => (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
            {ids.map((id) => {
              const queue = byId.get(id);
              return (
                <Chip
                  key={id}
                  size="small"
                  label={queue?.name ?? id}
                  sx={{
                    bgcolor: queue?.color,
                    color: queue ? contrastText(queue.color) : undefined,
                  }}
                />
              );
            })}
          </Box>
        )}
      >
        {(queues.data ?? []).map((queue) => (
          <MenuItem key={queue.id} value={queue.id}>
            <Box
              component="span"
              sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: queue.color, mr: 1 }}
            />
            {queue.name}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
