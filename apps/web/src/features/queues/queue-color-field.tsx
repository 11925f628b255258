import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useController } from 'react-hook-form';
import { Box, IconButton, InputAdornment, Popover, TextField } from '@mui/material';
import PaletteOutlined from '@mui/icons-material/PaletteOutlined';
import { translateValidation } from '../../lib/error-toast';
import { ColorSwatches } from '../../components/color-swatches';
import { QUEUE_PALETTE } from './queue-colors';
import type { QueueFormControl } from './queue-form-values';

/** The colour as text, with a button opening the 50 presets. */
export function QueueColorField({ control }: { control: QueueFormControl }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'color' });
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const valid = /^#[0-9a-fA-F]{3,8}$/.test(field.value);
  const choose = (color: string) => {
    field.onChange(color);
    setAnchor(null);
  };
  return (
    <>
      <TextField
        label={t('queues.modal.color')}
        name={field.name}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        inputRef={field.ref}
        error={Boolean(fieldState.error)}
        helperText={translateValidation(fieldState.error?.message)}
        fullWidth
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <Box
                  aria-hidden
                  sx={{
                    width: 20,
                    height: 20,
                    borderRadius: '50%',
                    bgcolor: valid ? field.value : 'transparent',
                    border: 1,
                    borderColor: 'divider',
                  }}
                />
              </InputAdornment>
            ),
            endAdornment: (
              <InputAdornment position="end">
                <IconButton
                  aria-label={t('queues.modal.pickColor')}
                  onClick={(e) => setAnchor(e.currentTarget)}
                  edge="end"
                >
                  <PaletteOutlined />
                </IconButton>
              </InputAdornment>
            ),
          },
        }}
      />
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <ColorSwatches
          palette={QUEUE_PALETTE}
          value={field.value}
          onPick={choose}
          groupLabel={{ 'aria-label': t('queues.modal.palette') }}
          swatchLabel={(color) => t('queues.modal.swatch', { color })}
          sx={{ p: 1.5, display: 'grid', gridTemplateColumns: 'repeat(10, 28px)', gap: 0.75 }}
        />
      </Popover>
    </>
  );
}
