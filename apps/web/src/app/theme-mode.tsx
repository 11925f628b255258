import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CssBaseline, ThemeProvider, useMediaQuery, type PaletteMode } from '@mui/material';
import { STORAGE_KEYS } from '../lib/session-storage';
import { createAppTheme } from './theme';

interface ThemeModeValue {
  mode: PaletteMode;
  toggleMode: () => void;
}

const ThemeModeContext = createContext<ThemeModeValue | null>(null);

/** The saved preference, else the system's dark-mode preference. */
export function initialThemeMode(): PaletteMode {
  const saved = localStorage.getItem(STORAGE_KEYS.preferredTheme);
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function ThemeModeProvider({ children }: { children: ReactNode }) {
  const [mode, setMode] = useState<PaletteMode>(initialThemeMode);
  const toggleMode = useCallback(() => {
    setMode((prev) => {
      const next = prev === 'light' ? 'dark' : 'light';
      localStorage.setItem(STORAGE_KEYS.preferredTheme, next);
      return next;
    });
  }, []);
  // followed live: the system's setting can change while the app is open
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)', { noSsr: true });
  const { t } = useTranslation();
  const texts = useMemo(
    () => ({
      noOptions: t('common.noOptions'),
      open: t('common.open'),
      close: t('common.close'),
      clear: t('common.clear'),
      loading: t('common.loading'),
    }),
    // a new `t` comes with each change of language
    [t],
  );
  const theme = useMemo(
    () => createAppTheme(mode, { reducedMotion, texts }),
    [mode, reducedMotion, texts],
  );
  const value = useMemo(() => ({ mode, toggleMode }), [mode, toggleMode]);

  return (
    <ThemeModeContext.Provider value={value}>
      <ThemeProvider theme={theme}>
        <CssBaseline enableColorScheme />
        {children}
      </ThemeProvider>
    </ThemeModeContext.Provider>
  );
}

export function useThemeMode(): ThemeModeValue {
  const value = useContext(ThemeModeContext);
  if (!value) throw new Error('useThemeMode outside ThemeModeProvider');
  return value;
}
