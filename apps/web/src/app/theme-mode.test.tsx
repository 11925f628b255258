import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Autocomplete, TextField } from '@mui/material';
import { getContrastRatio, useTheme } from '@mui/material/styles';
import { createAppTheme } from './theme';
import { changeLanguage } from '../lib/i18n';
import { ThemeModeProvider } from './theme-mode';

describe('createAppTheme', () => {
  it('animates drawers, dialogs and menus by default', () => {
    const { transitions } = createAppTheme('light');
    expect(transitions.duration.enteringScreen).toBe(225);
    expect(transitions.create('transform')).toBe(
      'transform 300ms cubic-bezier(0.4, 0, 0.2, 1) 0ms',
    );
  });

  it('with reduced motion, nothing slides, fades or grows, and the rest of the theme stays', () => {
    const theme = createAppTheme('dark', { reducedMotion: true });
    expect(theme.transitions.create('transform')).toBe('none');
    expect(Object.values(theme.transitions.duration)).toEqual([0, 0, 0, 0, 0, 0, 0]);
    expect(theme.transitions.getAutoHeightDuration(480)).toBe(0);
    expect(theme.components?.MuiSkeleton?.defaultProps?.animation).toBe(false);
    expect(theme.palette.mode).toBe('dark');
    expect(theme.palette.primary.main).toBe('#5aa2f0');
    expect(theme.components?.MuiButton?.defaultProps?.disableElevation).toBe(true);
  });
});

describe('the palettes', () => {
  // a selected list row: the theme's selection tint (white in dark mode, black in light) over
  // the paper
  const selectedRow = (paper: string, opacity: number, tint: number) => {
    const channel = (i: number) =>
      Math.round(parseInt(paper.slice(i, i + 2), 16) * (1 - opacity) + tint * opacity);
    return `rgb(${channel(1)}, ${channel(3)}, ${channel(5)})`;
  };

  it.each([
    ['light', 0],
    ['dark', 255],
  ] as const)(
    'keep %s error texts readable (4.5:1) on the paper and on a selected row',
    (mode, tint) => {
      const { palette } = createAppTheme(mode);
      const row = selectedRow(palette.background.paper, palette.action.selectedOpacity, tint);
      expect(getContrastRatio(palette.error.main, palette.background.paper)).toBeGreaterThanOrEqual(
        4.5,
      );
      expect(getContrastRatio(palette.error.main, row)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it.each(['light', 'dark'] as const)(
    'keep the %s green of outlined buttons readable (4.5:1) on the paper',
    (mode) => {
      const { palette } = createAppTheme(mode);
      expect(
        getContrastRatio(palette.secondary.main, palette.background.paper),
      ).toBeGreaterThanOrEqual(4.5);
    },
  );
});

/** A stand-in for the system's setting, which the user can change while the app is open. */
function systemMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    get matches() {
      return reduce;
    },
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_: string, fn: () => void) => listeners.add(fn),
    removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    addListener: (fn: () => void) => listeners.add(fn),
    removeListener: (fn: () => void) => listeners.delete(fn),
  };
  vi.stubGlobal('matchMedia', (media: string) =>
    media === query.media ? query : { ...query, media, matches: false },
  );
  return (next: boolean) => {
    reduce = next;
    listeners.forEach((fn) => fn());
  };
}

function DrawerDuration() {
  return <span data-testid="entering">{useTheme().transitions.duration.enteringScreen}</span>;
}

describe('ThemeModeProvider', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("follows the system's reduced-motion setting, also when it changes", () => {
    const setReduce = systemMotion(true);
    render(
      <ThemeModeProvider>
        <DrawerDuration />
      </ThemeModeProvider>,
    );
    expect(screen.getByTestId('entering').textContent).toBe('0');
    act(() => setReduce(false));
    expect(screen.getByTestId('entering').textContent).toBe('225');
  });

  it("words the pickers' own texts in the user's language, and follows a change of it", async () => {
    systemMotion(false);
    render(
      <ThemeModeProvider>
        <Autocomplete
          options={[] as string[]}
          renderInput={(params) => <TextField {...params} label="Filtro por tags" />}
        />
      </ThemeModeProvider>,
    );
    // a filter with nothing to offer, opened
    fireEvent.mouseDown(screen.getByRole('combobox'));
    expect(screen.getByText('Nenhuma opção')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeVisible();
    try {
      await act(() => changeLanguage('es'));
      expect(screen.getByText('Sin opciones')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Cerrar' })).toBeVisible();
    } finally {
      await act(() => changeLanguage('pt-BR'));
    }
  });
});
