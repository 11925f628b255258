import { Box, Slider } from '@mui/material';

/** The slider inside the volume popover: its own chunk, loaded on the first click. */
export function VolumeSlider(props: {
  label: string;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <Box sx={{ px: 3, py: 1.5, width: 200 }}>
      <Slider
        aria-label={props.label}
        min={0}
        max={1}
        step={0.1}
        value={props.value}
        onChange={(_, value) => props.onChange(Array.isArray(value) ? value[0] : value)}
        valueLabelDisplay="auto"
      />
    </Box>
  );
}
