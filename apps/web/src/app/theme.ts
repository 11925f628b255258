import { createTheme, type PaletteMode, type ThemeOptions } from '@mui/material/styles';

/**
 * Asked for by the system (prefers-reduced-motion): drawers, dialogs, menus and the rest appear
 * and leave in place, without sliding, fading or growing, and placeholders do not pulse. The
 * spinners stay, since they say that something is loading.
 */
const stillMotion: ThemeOptions = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: {
      shortest: 0,
      shorter: 0,
      short: 0,
      standard: 0,
      complex: 0,
      enteringScreen: 0,
      leavingScreen: 0,
    },
  },
  components: { MuiSkeleton: { defaultProps: { animation: false } } },
};

/** The primary colour; also the focus ring, which reads at 3:1 or more on the page in both modes. */
const primaryMain = (mode: PaletteMode) => (mode === 'light' ? '#1e6ecf' : '#5aa2f0');
const insetRing = { outlineOffset: -2 };

/** What MUI's components say by themselves, in the user's language (MUI's own is English). */
export interface ComponentTexts {
  noOptions: string;
  open: string;
  close: string;
  clear: string;
  loading: string;
}

export function createAppTheme(
  mode: PaletteMode,
  { reducedMotion = false, texts }: { reducedMotion?: boolean; texts?: ComponentTexts } = {},
) {
  const theme = createTheme({
    palette: {
      mode,
      primary: { main: primaryMain(mode) },
      // the lighter green read at 3.4:1 on white (an outlined button's text); this one at 5.3:1
      secondary: { main: mode === 'light' ? '#167a5a' : '#1f9d74' },
      // MUI's dark red (#f44336) reads at 4.49:1 on the paper and 2.7:1 on a selected row;
      // red 200 keeps error texts (a ticket's 'Resolver', field errors) at 4.5:1 or more on both;
      // in light mode MUI's #d32f2f read 4.2:1 on a selected row, red 800 reads 4.7:1
      error: { main: mode === 'dark' ? '#ef9a9a' : '#c62828' },
      background:
        mode === 'light'
          ? { default: '#f4f6f9', paper: '#ffffff' }
          : { default: '#121417', paper: '#1c1f24' },
    },
    shape: { borderRadius: 8 },
    components: {
      // a keyboard user sees where they are: MUI's own focus is a faint tint (1.3:1 on a list),
      // hardly apart from the selected entry
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outline: `2px solid ${primaryMain(mode)}`, outlineOffset: 2 },
          },
        },
      },
      // inside lists, menus and tab rows the ring is drawn inward, where no scroll area clips it
      MuiListItemButton: { styleOverrides: { root: { '&.Mui-focusVisible': insetRing } } },
      MuiMenuItem: { styleOverrides: { root: { '&.Mui-focusVisible': insetRing } } },
      MuiTab: { styleOverrides: { root: { '&.Mui-focusVisible': insetRing } } },
      // on the primary-coloured bar a primary ring would vanish: there it takes the text's colour
      MuiAppBar: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: { '& .MuiButtonBase-root.Mui-focusVisible': { outlineColor: 'currentColor' } },
        },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      // the actions line up with the fields above them (DialogContent's 24 px), not 8 px from
      // the dialog's edge, which on a phone's full-screen dialog sits against the screen's
      MuiDialogActions: { styleOverrides: { root: { padding: '8px 24px 16px' } } },
      // a form wrapping a dialog's content and actions: the content scrolls between a fixed
      // title and actions, as without the form; otherwise the whole dialog scrolled and 'Salvar'
      // sat below a phone's screen (or a short window's)
      MuiDialog: {
        styleOverrides: {
          paper: {
            // also through FormDialog's wrapper, whose 'display: contents' leaves no box of its own
            '& > form, & > [data-form-dialog] > form': {
              display: 'flex',
              flexDirection: 'column',
              minHeight: 0,
            },
          },
        },
      },
      ...(texts && {
        MuiAutocomplete: {
          defaultProps: {
            noOptionsText: texts.noOptions,
            openText: texts.open,
            closeText: texts.close,
            clearText: texts.clear,
            loadingText: texts.loading,
          },
        },
      }),
    },
  });
  return reducedMotion ? createTheme(theme, stillMotion) : theme;
}
