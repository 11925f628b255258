import { contrastText } from '../../lib/contrast-text';

/**
 * A chip in the tag's colour; its delete (x) takes the label's contrast colour too (MUI's
 * default, a faint grey, all but vanished on purple or red).
 */
export const colouredChip = (color: string) => {
  const contrast = contrastText(color);
  return {
    bgcolor: color,
    color: contrast,
    '& .MuiChip-deleteIcon': {
      color: contrast,
      opacity: 0.85,
      '&:hover': { color: contrast, opacity: 1 },
    },
  };
};
