import { useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';

/** True under the 'sm' breakpoint (600 px): phone layouts stack or drop columns. */
export function useIsPhone(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
}
