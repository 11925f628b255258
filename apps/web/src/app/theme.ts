import { createTheme, type PaletteMode } from '@mui/material/styles';

export function createAppTheme(mode: PaletteMode) {
  return createTheme({
    palette: {
      mode,
      primary: { main: mode === 'light' ? '#1e6ecf' : '#5aa2f0' },
      secondary: { main: '#1f9d74' },
      background:
        mode === 'light'
          ? { default: '#f4f6f9', paper: '#ffffff' }
          : { default: '#121417', paper: '#1c1f24' },
    },
    shape: { borderRadius: 8 },
    components: {
      MuiAppBar: { defaultProps: { elevation: 0 } },
      MuiButton: { defaultProps: { disableElevation: true } },
      // the actions line up with the fields above them (DialogContent's 24 px), not 8 px from
      // the dialog's edge, which on a phone's full-screen dialog sits against the screen's
      MuiDialogActions: { styleOverrides: { root: { padding: '8px 24px 16px' } } },
    },
  });
}
