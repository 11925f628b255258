import { Box, type SxProps, type Theme } from '@mui/material';
import { contrastText } from '../lib/contrast-text';

interface ColorSwatchesProps {
  palette: readonly string[];
  /** The colour chosen now, in any case. */
  value: string;
  onPick: (color: string) => void;
  /** The group's accessible name, and each swatch's (given its colour). */
  groupLabel: { 'aria-label': string } | { 'aria-labelledby': string };
  swatchLabel: (color: string) => string;
  /** The group's layout (a wrapping row unless given). */
  sx?: SxProps<Theme>;
}

/** Round buttons, one per preset colour, the chosen one ringed: the tag and queue forms. */
export function ColorSwatches({
  palette,
  value,
  onPick,
  groupLabel,
  swatchLabel,
  sx = { display: 'flex', flexWrap: 'wrap', gap: 0.75 },
}: ColorSwatchesProps) {
  return (
    <Box role="group" {...groupLabel} sx={sx}>
      {palette.map((color) => {
        const chosen = value.toUpperCase() === color;
        return (
          <Box
            key={color}
            component="button"
            type="button"
            aria-label={swatchLabel(color)}
            aria-pressed={chosen}
            onClick={() => onPick(color)}
            sx={{
              width: 28,
              height: 28,
              p: 0,
              borderRadius: '50%',
              bgcolor: color,
              color: contrastText(color),
              cursor: 'pointer',
              border: 2,
              borderColor: chosen ? 'text.primary' : 'transparent',
              outlineOffset: 2,
            }}
          />
        );
      })}
    </Box>
  );
}
